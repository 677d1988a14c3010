/// The report's inline scripts, plain JavaScript without a framework.
enum HTMLScript {
    /// Runs first: a script error marks the page (`data-script-error` on `<html>`) and shows a
    /// line saying the filters may not work, instead of failing silently. The browser test reads the mark.
    static let errorHook = """
        window.addEventListener('error', function (event) {
          document.documentElement.setAttribute('data-script-error', String(event.message || event.type));
          var line = document.createElement('p');
          line.textContent = 'The filters of this page stopped working: ' + String(event.message || event.type);
          line.style.cssText = 'background:#fde8eb;color:#c4001a;margin:0;padding:8px 24px';
          if (document.body) { document.body.insertBefore(line, document.body.firstChild); }
        });
        """

    /// Filters by class and by status. The choice is kept in the address (`#class=bennie-character&status=error`),
    /// so a filtered view can be bookmarked or sent. Writes the number of cards and of shown cards
    /// into `data-rendered-cards` and `data-visible-cards` on `<body>`.
    static let filters = """

        (function () {
          'use strict';
          var cards = Array.prototype.slice.call(document.querySelectorAll('article.card'));
          var sections = Array.prototype.slice.call(document.querySelectorAll('section.class-section'));
          var classFilter = document.getElementById('filter-class');
          var statusInputs = Array.prototype.slice.call(document.querySelectorAll('input[name="status"]'));
          var shown = document.getElementById('shown');
          var total = cards.length;
          document.body.setAttribute('data-rendered-cards', String(total));

          function chosenStatus() {
            for (var i = 0; i < statusInputs.length; i++) { if (statusInputs[i].checked) { return statusInputs[i].value; } }
            return '';
          }

          function apply(remember) {
            var wantedClass = classFilter.value, wantedStatus = chosenStatus(), visible = 0;
            cards.forEach(function (card) {
              var show = (!wantedClass || 'c:' + card.getAttribute('data-class') === wantedClass) &&
                (!wantedStatus || card.getAttribute('data-status') === wantedStatus);
              card.hidden = !show;
              if (show) { visible += 1; }
            });
            sections.forEach(function (section) { section.hidden = !section.querySelector('article.card:not([hidden])'); });
            var noun = total === 1 ? ' asset' : ' assets';
            shown.textContent = visible === total ? 'Showing all ' + total + noun : 'Showing ' + visible + ' of ' + total + noun;
            document.body.setAttribute('data-visible-cards', String(visible));
            if (remember) {
              var parts = [];
              if (wantedClass) { parts.push('class=' + encodeURIComponent(wantedClass.slice(2))); }
              if (wantedStatus) { parts.push('status=' + encodeURIComponent(wantedStatus)); }
              try { history.replaceState(null, '', parts.length ? '#' + parts.join('&') : location.pathname); } catch (ignored) {}
            }
          }

          function readAddress() {
            var wanted = {};
            location.hash.replace(/^#/, '').split('&').forEach(function (pair) {
              var at = pair.indexOf('=');
              if (at > 0) {
                try { wanted[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1)); } catch (ignored) {}
              }
            });
            var classValue = wanted['class'] === undefined ? '' : 'c:' + wanted['class'];
            var known = Array.prototype.some.call(classFilter.options, function (option) { return option.value === classValue; });
            classFilter.value = known ? classValue : '';
            statusInputs.forEach(function (input) { input.checked = input.value === (wanted.status || ''); });
            if (!statusInputs.some(function (input) { return input.checked; })) { statusInputs[0].checked = true; }
          }

          classFilter.addEventListener('change', function () { apply(true); });
          statusInputs.forEach(function (input) { input.addEventListener('change', function () { apply(true); }); });
          window.addEventListener('hashchange', function () { readAddress(); apply(false); });
          readAddress();
          apply(false);
          document.querySelector('nav.filters').hidden = false;

          // A badge's title is its check's summary, from the list of checks at the end of the page,
          // given as the pointer reaches it (a large page has a hundred thousand badges).
          var summaries = {};
          Array.prototype.forEach.call(document.querySelectorAll('.check-legend dt'), function (term) {
            summaries[term.textContent] = term.nextElementSibling ? term.nextElementSibling.textContent : '';
          });
          document.addEventListener('mouseover', function (event) {
            var badge = event.target && event.target.closest ? event.target.closest('.badges li') : null;
            if (badge && !badge.hasAttribute('title') && summaries[badge.textContent]) {
              badge.setAttribute('title', summaries[badge.textContent]);
            }
          });
        }());

        """
}
