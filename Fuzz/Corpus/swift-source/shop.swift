import SwiftUI
enum Sound: String { case pop, tootSent = "toot_sent" }
struct Shop: View {
    let n: Int
    var body: some View {
        VStack {
            Image("coin"); Image(.gemStone); Color("Brand")
            Image(uiImage: UIImage(named: "walk_\(n)")!)
            Text(String(format: "frame_%02d", n)).font(.custom("Nunito-Bold", size: 17))
        }
    }
    func url() -> URL? { Bundle.main.url(forResource: "levels", withExtension: "json") }
    func raw() -> String { #"coin_"# + String(n) + """
        multi \(n)
        """ }
}
