import { Link, redirect, useSearchParams } from "react-router";
import { loadViewer } from "../../worker/auth/viewer";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { NarrowCard } from "../components/layout/narrow-card";
import { GoogleSignIn } from "../features/auth/components/google-sign-in";
import { LoginForm, type LoginMode } from "../features/auth/components/login-form";
import { afterLoginUrl } from "../features/auth/utils/after-login-url";
import { pageMeta } from "../lib/meta";
import { usePageUrl, useSite } from "../lib/site";
import type { Route } from "./+types/login";

export const meta = () =>
  pageMeta("Log in or sign up", "Log in to Lookwise or create an account to keep your reports in one place.");

/** The spec: a signed-in person is sent on to `redirectTo`, or to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const next = afterLoginUrl(new URL(request.url).searchParams.get("redirectTo"), page.origins);
  if (await loadViewer(request, page)) throw redirect(next);
  return { next };
}

const TABS: { mode: LoginMode; label: string }[] = [
  { mode: "logIn", label: "Log in" },
  { mode: "signUp", label: "Sign up" },
];

export default function Login({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const mode: LoginMode = params.get("state") === "signUp" ? "signUp" : "logIn";
  const url = usePageUrl();
  const googleClientId = useSite()?.config.googleClientId ?? "";

  /**
   * The same page in the other mode, `redirectTo` kept. A document load: it works before hydration,
   * and the host router sends the client's `/login.data` loader requests to the app host.
   */
  const tabSearch = (next: LoginMode) => {
    const search = new URLSearchParams(params);
    search.set("state", next);
    return `?${search}`;
  };

  return (
    <NarrowCard
      title={mode === "signUp" ? "Create your account" : "Welcome back"}
      lead={
        mode === "signUp"
          ? "Keep your reports in one place and unlock full results."
          : "Log in to see your reports and settings."
      }
    >
      {/* Links to two pages, not a tab widget: each reloads the page in its mode. */}
      <nav className="tabs" aria-label="Log in or sign up">
        {TABS.map((tab) => (
          <Link
            key={tab.mode}
            to={tabSearch(tab.mode)}
            reloadDocument
            replace
            className="tabs__tab"
            aria-current={mode === tab.mode ? "page" : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <LoginForm key={mode} mode={mode} next={loaderData.next} recoveryUrl={url(pagePath("/recovery"))} />
      <GoogleSignIn clientId={googleClientId} next={loaderData.next} />
      {mode === "signUp" && (
        <p className="narrow__fine-print">
          By signing up you agree to the{" "}
          <a href={url(pagePath("/info/terms-of-service"))}>Terms of Service</a> and the{" "}
          <a href={url(pagePath("/info/privacy-policy"))}>Privacy Policy</a>.
        </p>
      )}
    </NarrowCard>
  );
}
