import { OptOutForm } from "../features/opt-out/components/opt-out-form";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta("Opt out", "Ask Lookwise to stop searching and showing your social media profiles in reports.");

export default function OptOut() {
  return (
    <div className="opt-out container">
      <h1>Opt out</h1>
      <p className="lead">
        Lookwise shows public social media profiles. If a profile is yours, list its links below and we will
        stop searching it and showing it in new reports.
      </p>
      <OptOutForm />
    </div>
  );
}
