import { listActivePlans } from "../../worker/db/plans";
import { withSavings } from "../../worker/domain/plans";
import { pageContext } from "../../worker/lib/page-context";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/plans";

export const meta = () =>
  pageMeta(
    "Plans and pricing",
    "Lookwise plans start at $0.99 per week or month, each with a monthly report quota.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(pageContext);
  return { plans: withSavings(await listActivePlans(db)) };
}

const usd = (value: number) => `$${value.toFixed(2)}`;

export default function Plans({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container plans">
      <h1>Plans</h1>
      <p className="lead">
        Pick a plan to unlock full reports. Cancel any time; your quota stays until the period ends.
      </p>
      <ul className="plans__list">
        {loaderData.plans.map((plan) => (
          <li key={plan.id} className="card plan">
            <h2>{plan.title}</h2>
            <p className="plan__price">
              {usd(plan.price)} <span>/ {plan.period}</span>
            </p>
            <p>
              {plan.reports} {plan.reports === 1 ? "report" : "reports"} per {plan.period}
            </p>
            {plan.savePerReport > 0 && (
              <p className="plan__save">Save {usd(plan.savePerReport)} per report</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
