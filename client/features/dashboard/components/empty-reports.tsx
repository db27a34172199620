import { LogoMark } from "../../../components/ui/icons";

/** No reports yet: the way to the first search. */
export function EmptyReports({ searchUrl }: { searchUrl: string }) {
  return (
    <div className="card empty-reports">
      <span className="empty-reports__icon">
        <LogoMark size={48} />
      </span>
      <h2>No reports yet</h2>
      <p className="muted">
        Search by name, username or profile link across Instagram, Facebook, TikTok, X and LinkedIn. Your
        reports will be listed here.
      </p>
      <a className="button button--large" href={searchUrl}>
        Run a search
      </a>
    </div>
  );
}
