import { data } from "react-router";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Page not found", "The page you are looking for does not exist.");

export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
