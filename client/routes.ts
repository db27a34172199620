import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("plans", "routes/plans.tsx"),
  route("faq", "routes/faq.tsx"),
  route("info/terms-of-service", "routes/terms-of-service.tsx"),
  route("info/privacy-policy", "routes/privacy-policy.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
