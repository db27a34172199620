import { useRouteLoaderData } from "react-router";
import type { Consent, PublicConfig, Viewer } from "../../worker/contracts/site";
import type { Origins } from "../../worker/domain/hosts";
import { pageUrl } from "../../worker/domain/hosts";
import type { PagePath } from "../../worker/domain/page-path";

/** What the root loader gives every page: hosts, public configuration, who is looking, consent. */
export type SiteData = {
  nonce: string | undefined;
  origins: Origins;
  canonical: string;
  config: PublicConfig;
  viewer: Viewer | null;
  consent: Consent;
};

export function useSite(): SiteData | undefined {
  return useRouteLoaderData<SiteData>("root");
}

/** An absolute link to a page on whichever host serves it. */
export function usePageUrl(): (path: PagePath) => string {
  const site = useSite();
  return (path) => (site ? pageUrl(path, site.origins) : path);
}

/** The how-to video's address, only when a video code is configured. */
export function howtoVideoUrl(code: string): string | null {
  return code ? `https://www.youtube.com/watch?v=${encodeURIComponent(code)}` : null;
}
