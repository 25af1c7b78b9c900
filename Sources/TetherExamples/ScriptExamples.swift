import Foundation
import Tether

/// A greeting in one script beside the name of its language.
private struct Greeting: View {
    let language: String
    let text: String
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(language).font(.caption).foregroundStyle(.secondary).frame(width: 72, alignment: .leading)
            Text(text)
        }
    }
}

let scriptExamples: [Example] = [
    Example("scripts", height: 540, caption: "Scripts Inter lacks, drawn from Noto faces as iOS falls back from SF Pro to Thonburi, Kohinoor, PingFang, Hiragino, Apple SD Gothic Neo and Apple Color Emoji: Thai, Indic scripts, Armenian, Georgian, Ethiopic, Khmer, Chinese, Japanese and Korean in SF Pro's line box; colour emoji with skin tones, ZWJ sequences, flags and keycaps; Chinese and Japanese wrap between ideographs, never before 。 or 、") {
        VStack(alignment: .leading, spacing: 14) {
            VStack(alignment: .leading, spacing: 6) {
                Greeting(language: "Thai", text: "สวัสดีชาวโลก")
                Greeting(language: "Hindi", text: "नमस्ते दुनिया")
                Greeting(language: "Bengali", text: "হ্যালো বিশ্ব")
                Greeting(language: "Tamil", text: "வணக்கம் உலகம்")
                Greeting(language: "Armenian", text: "Բարեւ աշխարհ")
                Greeting(language: "Georgian", text: "გამარჯობა მსოფლიო")
                Greeting(language: "Amharic", text: "ሰላም ልዑል")
                Greeting(language: "Khmer", text: "សួស្តីពិភពលោក")
                Greeting(language: "Chinese", text: "你好，世界")
                Greeting(language: "Japanese", text: "こんにちは、世界")
                Greeting(language: "Korean", text: "안녕하세요 세계")
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.97)))
            VStack(alignment: .leading, spacing: 6) {
                Text("Emoji 😀 👍🏽 👩‍💻 🇯🇵 ❤️ 1️⃣ 🏳️‍🌈")
                Text("Bold 🚀 and **ไทย** **中文**").font(.title3.bold())
                Text("Swift 是一门强大而直观的编程语言 🐦").font(.subheadline).foregroundStyle(.red)
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.97)))
            Text("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。")
                .frame(width: 200, alignment: .leading)
                .background(Color.yellow.opacity(0.3))
        }
        .padding()
    },
]
