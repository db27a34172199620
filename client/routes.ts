import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("plans", "routes/plans.tsx"),
  route("faq", "routes/faq.tsx"),
  route("info/terms-of-service", "routes/terms-of-service.tsx"),
  route("info/privacy-policy", "routes/privacy-policy.tsx"),
  route("login", "routes/login.tsx"),
  route("recovery", "routes/recovery.tsx"),
  route("recovery/:hash", "routes/recovery-reset.tsx"),
  route("confirm/:hash", "routes/confirm-email.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("settings", "routes/settings.tsx"),
  route("settings/email/:hash", "routes/settings-email-confirm.tsx"),
  route("report-examples", "routes/report-examples.tsx"),
  route("report/:id/create", "routes/report-create.tsx"),
  route("report/:id", "routes/report.tsx"),
  // An alert's signed "stop watching" link: works signed out.
  route("watch/stop/:token", "routes/watch-stop.tsx"),
  route("opt-out", "routes/opt-out.tsx"),
  // Development only: the local stand-ins for Stripe Checkout and the billing portal (404 elsewhere).
  route("dev/checkout/:sessionId", "routes/dev-checkout.tsx"),
  route("dev/billing", "routes/dev-billing.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
