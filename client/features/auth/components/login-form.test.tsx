import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoginForm } from "./login-form";

const submitOf = (html: string) => /<button[^>]*type="submit"[^>]*>(.*?)<\/button>/.exec(html)?.[1];

describe("LoginForm", () => {
  it("submits with the spec's words: 'Sign Up' and 'Log in'", () => {
    const render = (mode: "signUp" | "logIn") =>
      renderToString(<LoginForm mode={mode} next="/dashboard" recoveryUrl="/recovery" />).replaceAll(
        "<!-- -->",
        "",
      );
    expect(submitOf(render("signUp"))).toContain("Sign Up");
    expect(submitOf(render("signUp"))).not.toContain("Create account");
    expect(submitOf(render("logIn"))).toContain("Log in");
  });
});
