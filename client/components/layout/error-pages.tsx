import { pagePath } from "../../../worker/domain/page-path";
import { pageMeta } from "../../lib/meta";
import { usePageUrl } from "../../lib/site";
import { Button } from "../ui/button";
import { ErrorIcon, NotFoundIcon } from "../ui/icons";

function StatusPage({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  // These pages replace the route that failed, whose meta (the document's title) goes with it.
  const [head] = pageMeta(title, text);
  return (
    <section className="status-page container">
      <title>{head?.title}</title>
      <div className="status-page__icon">{icon}</div>
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </section>
  );
}

export function NotFoundPage() {
  const url = usePageUrl();
  return (
    <StatusPage
      icon={<NotFoundIcon size={96} />}
      title="Page not found"
      text="The page you are looking for does not exist or has been moved."
      action={
        <a className="button" href={url(pagePath("/"))}>
          Go to the home page
        </a>
      }
    />
  );
}

export function ForbiddenPage() {
  const url = usePageUrl();
  return (
    <StatusPage
      icon={<ErrorIcon size={96} />}
      title="Access denied"
      text="You do not have permission to view this page."
      action={
        <a className="button" href={url(pagePath("/"))}>
          Go to the home page
        </a>
      }
    />
  );
}

export function MaintenancePage() {
  return (
    <StatusPage
      icon={<ErrorIcon size={96} />}
      title="We'll be back soon"
      text="Lookwise is down for scheduled maintenance. Please try again in a few minutes."
      action={null}
    />
  );
}

export function CrashPage() {
  return (
    <StatusPage
      icon={<ErrorIcon size={96} />}
      title="Oh no!"
      text="A serious error has occurred. Please try to refresh the page."
      action={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}
    />
  );
}
