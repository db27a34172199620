import type { ReportChange } from "../../../../worker/contracts/report";
import { changeHeadline } from "../../../../worker/domain/change-text";
import { changeItems } from "../utils/change-items";
import { ChangeList } from "./change-list";

/** What the latest re-screen found new, above the summary: one line, and every change on request. */
export function ChangeBanner({ change }: { change: ReportChange }) {
  return (
    <section className="change-banner" aria-labelledby="change-title">
      <h2 id="change-title" className="change-banner__title">
        {changeHeadline(change)}
      </h2>
      <details className="change-banner__details">
        <summary>See what changed</summary>
        <ChangeList items={changeItems(change)} />
      </details>
    </section>
  );
}
