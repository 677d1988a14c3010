/// The report's inline style sheet: cards in a grid, thumbnails on a checkerboard so
/// transparency shows, red for errors, amber for warnings, green for passes.
enum HTMLStyle {
    static let css = """

        :root { --error: #c4001a; --error-bg: #fde8eb; --warning: #9a5b00; --warning-bg: #fff3d6; --pass: #1d7a35;
          --pass-bg: #e4f5e8; --ink: #1d1d1f; --muted: #5f6368; --line: #d9d9de; --page: #f4f4f6; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
          color: var(--ink); background: var(--page); }
        code { font: 0.9em ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
        h1 { font-size: 1.5em; margin: 0 0 0.3em; overflow-wrap: anywhere; }
        h2 { font-size: 1.15em; margin: 0 0 0.4em; }
        .summary { background: #fff; border-bottom: 1px solid var(--line); padding: 20px 24px; }
        .headline { font-size: 1.25em; font-weight: 600; margin: 0.2em 0; }
        .headline.status-error { color: var(--error); } .headline.status-warning { color: var(--warning); }
        .headline.status-pass { color: var(--pass); }
        .meta { color: var(--muted); margin: 0.2em 0 0.8em; }
        .tiles { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 0 0 12px; }
        .tile { background: var(--page); border-radius: 8px; padding: 6px 12px; }
        .tile b { font-size: 1.2em; margin-right: 2px; }
        .tile-error { background: var(--error-bg); color: var(--error); }
        .tile-warning { background: var(--warning-bg); color: var(--warning); }
        .tile-pass { background: var(--pass-bg); color: var(--pass); }
        .budgets table { border-collapse: collapse; }
        .budgets th { text-align: left; font-weight: 600; padding-right: 16px; }
        .budgets td { padding: 3px 16px 3px 0; white-space: nowrap; }
        .bar { width: 220px; } .bar span { display: block; height: 10px; border-radius: 5px; background: var(--pass);
          min-width: 2px; box-shadow: 0 0 0 1px var(--line); }
        .budget-warning .bar span { background: #e0a000; } .budget-over .bar span { background: var(--error); }
        .budget-over td:last-child { color: var(--error); font-weight: 600; }
        .bundle-findings { margin-top: 14px; }
        .filters { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 10px 22px;
          padding: 10px 24px; background: rgba(255, 255, 255, 0.96); border-bottom: 1px solid var(--line); }
        .filters select { font: inherit; padding: 2px 6px; margin-left: 6px; }
        .status-filter label { margin-right: 12px; white-space: nowrap; }
        #shown { color: var(--muted); margin-left: auto; }
        main { padding: 8px 24px 24px; }
        .class-section { margin-top: 18px; }
        .rule { color: var(--muted); margin: -0.2em 0 0.6em; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 14px; align-items: start; }
        .card { background: #fff; border: 1px solid var(--line); border-left: 6px solid var(--pass); border-radius: 10px;
          padding: 12px 14px; min-width: 0; }
        .card.status-error { border-left-color: var(--error); } .card.status-warning { border-left-color: #e0a000; }
        .card-head { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
        .card-head h3 { font-size: 1em; margin: 0 0 8px; overflow-wrap: anywhere; }
        .sprite { border-top: 1px dashed var(--line); margin-top: 8px; padding-top: 6px; }
        .sprite h4 { font-size: .95em; margin: 0 0 6px; overflow-wrap: anywhere; }
        .pill { border-radius: 999px; padding: 1px 10px; font-size: 0.85em; font-weight: 600; white-space: nowrap; }
        .pill-error { background: var(--error-bg); color: var(--error); }
        .pill-warning { background: var(--warning-bg); color: var(--warning); }
        .pill-pass { background: var(--pass-bg); color: var(--pass); }
        .variants { display: flex; flex-wrap: wrap; gap: 14px; }
        .variant { margin: 0; width: 188px; }
        .preview { width: 188px; height: 188px; display: flex; align-items: center; justify-content: center;
          border: 1px solid var(--line); border-radius: 6px; color: var(--muted); background: var(--page); }
        .preview img { max-width: 172px; max-height: 172px; width: auto; height: auto; image-rendering: auto; }
        .checker { background-color: #fff; background-image: linear-gradient(45deg, #d6d6da 25%, transparent 25%),
          linear-gradient(-45deg, #d6d6da 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #d6d6da 75%),
          linear-gradient(-45deg, transparent 75%, #d6d6da 75%);
          background-size: 16px 16px; background-position: 0 0, 0 8px, 8px -8px, -8px 0; }
        .variant.missing .preview { border: 2px dashed var(--error); color: var(--error); background: var(--error-bg); }
        figcaption { font-size: 0.88em; margin-top: 6px; }
        .scale { font-weight: 600; overflow-wrap: anywhere; }
        .measured { font-weight: 600; }
        .measured.bad, .expected.bad { color: var(--error); }
        .expected { color: var(--muted); }
        .facts { color: var(--muted); font-size: 0.95em; }
        .facts-list { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
        .facts-list dt { color: var(--muted); } .facts-list dd { margin: 0; font-weight: 600; }
        .facts-list dd.bad { color: var(--error); } .facts-list dd .expected { font-weight: normal; }
        .packs { list-style: none; padding: 0; margin: 6px 0; } .pack { border-left: 3px solid var(--muted); padding: 2px 8px; margin: 4px 0; }
        .pack.bad { border-left-color: #c62828; } .pack-problems { margin: 2px 0 0 16px; padding: 0; }
        .facts-list .expected::before { content: "· "; }
        .player audio { width: 100%; margin: 4px 0; }
        .specimen { overflow-x: auto; background: #fbf8ef; border-radius: 6px; padding: 4px; margin: 4px 0; }
        .specimen img { display: block; max-width: none; }
        .missing-keys { border-collapse: collapse; margin: 6px 0; font-size: 0.9em; }
        .missing-keys caption { text-align: left; color: var(--muted); }
        .missing-keys th, .missing-keys td { border-bottom: 1px solid var(--line); padding: 2px 8px; text-align: left; vertical-align: top; }
        .note { color: var(--muted); font-size: 0.9em; }
        .badges { list-style: none; display: flex; flex-wrap: wrap; gap: 5px; padding: 0; margin: 10px 0 0; }
        .badges li { font: 0.78em ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace; border-radius: 5px; padding: 1px 6px;
          background: var(--pass-bg); color: var(--pass); }
        .badges li.warning { background: var(--warning-bg); color: var(--warning); font-weight: 700; }
        .badges li.error { background: var(--error-bg); color: var(--error); font-weight: 700; }
        .badges li.na { background: transparent; color: var(--muted); border: 1px dashed currentColor; }
        .badges li::before { content: "✓ "; content: "✓ " / ""; }
        .badges li.warning::before { content: "! "; content: "! " / ""; }
        .badges li.error::before { content: "✗ "; content: "✗ " / ""; }
        .badges li.na::before { content: "– "; content: "– " / ""; }
        .check-legend { padding: 0 24px 16px; }
        .check-legend dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
        .check-legend dd { margin: 0; }
        .problems { margin: 10px 0 0; padding-left: 0; list-style: none; }
        .problem { border-top: 1px solid var(--line); padding: 7px 0; overflow-wrap: anywhere; white-space: pre-line; }
        .severity { text-transform: uppercase; font-size: 0.75em; font-weight: 700; border-radius: 4px; padding: 1px 5px;
          margin-right: 4px; }
        .problem-error .severity { background: var(--error); color: #fff; }
        .problem-warning .severity { background: #e0a000; color: #000; }
        .check { color: var(--muted); font-size: 0.9em; }
        .fix { margin-top: 3px; padding: 4px 8px; background: #eef4ff; border-radius: 6px; }
        .attached { color: var(--muted); font-size: 0.85em; margin: 8px 0 0; }
        footer { color: var(--muted); font-size: 0.85em; padding: 0 24px 24px; }
        @media (max-width: 520px) { .cards { grid-template-columns: 1fr; } main, .summary { padding: 12px; } }

        """
}
