import { AUTH_MESSAGES } from "../../../worker/contracts/auth";

/** The one-card layout of the account pages: login, recovery, link landings. */
export function NarrowCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="container narrow">
      <div className="card narrow__card">
        <h1 className="narrow__title">{title}</h1>
        {lead && <p className="narrow__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The spec's 'Invalid Link' for an unknown, used or expired email link, with the way forward. */
export function InvalidLinkCard({ text, action }: { text: string; action: React.ReactNode }) {
  return (
    <NarrowCard title={AUTH_MESSAGES.invalidLink} lead={text}>
      <div className="narrow__actions">{action}</div>
    </NarrowCard>
  );
}
