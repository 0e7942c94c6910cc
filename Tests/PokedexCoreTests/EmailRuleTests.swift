import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Email rule")
struct EmailRuleTests {
  @Test(
    "a complete address has one @, a non-empty local part, two non-empty labels, no spaces",
    arguments: ["ash@kanto.com", "a@b.c", "ash.ketchum@sub.kanto.com", "1@2.3", "a+b@c.de"])
  func complete(_ s: String) {
    #expect(Formulario.isCompleteEmail(s))
  }

  @Test(
    "anything else is not a complete address",
    arguments: [
      "", "ash", "ash@", "@kanto.com", "ash@kanto", "ash@@kanto.com", "a@b@c.com", "ash@.com",
      "ash@kanto.", "ash@kanto..com", "ash @kanto.com", "ash@kanto.com ", " ash@kanto.com",
      "ash@kan to.com", "ash@kanto.com\n", "ash\t@kanto.com", "ash@.", "ash@..",
    ])
  func incomplete(_ s: String) {
    #expect(!Formulario.isCompleteEmail(s))
  }

  @Test("the form's email error follows the email rule")
  func formFollowsRule() {
    var f = Formulario()
    f.emailTouched = true
    f.correo = "ash@kanto"
    #expect(f.errorCorreo == Formulario.incompleteEmailMessage)
    f.correo = "ash@kanto.com"
    #expect(f.errorCorreo == nil)
    f.correo = ""
    #expect(f.errorCorreo == "Escribe tu correo")
  }
}
