import { type Origins, pageUrl } from "../../../worker/domain/hosts";
import { pagePath } from "../../../worker/domain/page-path";

/** The price structured data advertises (the spec's constant), whatever the live offer is. */
export const STRUCTURED_DATA_PRICE = "4.99";

export function JsonLd({ nonce, origins }: { nonce: string | undefined; origins: Origins }) {
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "Organization", name: "Lookwise", url: pageUrl(pagePath("/"), origins) },
      {
        "@type": "Product",
        name: "Lookwise social media background check",
        description:
          "Search public Instagram, Facebook, TikTok, X and LinkedIn profiles and get a screening report of interests, red flags and friends.",
        brand: { "@type": "Brand", name: "Lookwise" },
        offers: {
          "@type": "Offer",
          price: STRUCTURED_DATA_PRICE,
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: pageUrl(pagePath("/plans"), origins),
        },
      },
    ],
  };
  // Escaping "<" means no value can close the tag; React would entity-escape children and break the JSON.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built above from our own data, "<" escaped.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
