import SwiftUI

/* A comment with "quotes" and /* a nested "comment" */ still inside. */
struct InviteView: View {
  let count: Int = 3
  var body: some View {
    VStack {
      Text(NSLocalizedString("INVITE_TITLE", comment: "a \"title\""))
      Text("\(count) photos")
      Text(verbatim: "NOT_A_KEY")
      Button("Cancel") {}
      Text("Send invite")
    }
    .navigationTitle(String(localized: "settings.titel"))
  }

  func error(_ code: String) -> String {
    NSLocalizedString("error.\(code)", comment: "")
  }

  func chat() -> String {
    NSLocalizedString("chat.empty", tableName: "Chat", comment: "")
  }
}

#Preview {
  Text("Preview only")
}
