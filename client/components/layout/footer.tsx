import { pagePath } from "../../../worker/domain/page-path";
import { usePageUrl, useSite } from "../../lib/site";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon } from "../ui/icons";

export const FCRA_DISCLAIMER =
  "Lookwise is not a consumer reporting agency as defined by the Fair Credit Reporting Act (FCRA) and does not provide consumer reports. You may not use Lookwise or any information it provides to make decisions about employment, housing or tenant screening, credit, insurance, or for any other purpose covered by the FCRA.";

const SOCIAL = [
  { label: "Lookwise on Instagram", href: "https://www.instagram.com/lookwise", Icon: InstagramIcon },
  { label: "Lookwise on Facebook", href: "https://www.facebook.com/lookwise", Icon: FacebookIcon },
  { label: "Lookwise on TikTok", href: "https://www.tiktok.com/@lookwise", Icon: TikTokIcon },
  { label: "Lookwise on X", href: "https://x.com/lookwise", Icon: XIcon },
  { label: "Lookwise on LinkedIn", href: "https://www.linkedin.com/company/lookwise", Icon: LinkedInIcon },
];

export function Footer() {
  const site = useSite();
  const url = usePageUrl();
  const email = site?.config.supportEmail ?? "support@lookwise.example";
  const phone = site?.config.supportPhone ?? "1-888-555-0142";
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__columns">
          <nav aria-label="Legal" className="footer__links">
            <a href={url(pagePath("/info/terms-of-service"))}>Terms of Service</a>
            <a href={url(pagePath("/info/privacy-policy"))}>Privacy Policy</a>
            <a href={url(pagePath("/opt-out"))}>Opt out</a>
            <a href={url(pagePath("/faq"))}>FAQ</a>
          </nav>
          <div className="footer__contact">
            <span>
              Support: <a href={`mailto:${email}`}>{email}</a>
            </span>
            <span>
              Toll-free: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
            </span>
          </div>
          <ul className="footer__social" aria-label="Social networks">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} rel="noopener noreferrer" target="_blank">
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className="footer__disclaimer">{FCRA_DISCLAIMER}</p>
        <p className="footer__copy">© {new Date().getFullYear()} Lookwise. All rights reserved.</p>
      </div>
    </footer>
  );
}
