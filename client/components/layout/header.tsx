import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pagePath, withQuery } from "../../../worker/domain/page-path";
import { track } from "../../lib/analytics";
import { usePageUrl, useSite } from "../../lib/site";
import { LogoMark, MenuIcon, SettingsIcon } from "../ui/icons";

/**
 * The logo rule: signed-out visitors, and anyone on /login, go to the landing site (and the click
 * is counted); signed-in people elsewhere go to their dashboard, carrying `?id=` as the hash.
 */
function useLogoTarget(): { href: string; countClick: boolean } {
  const site = useSite();
  const location = useLocation();
  const url = usePageUrl();
  if (!site?.viewer || location.pathname === pagePath("/login"))
    return { href: url(pagePath("/")), countClick: true };
  const id = new URLSearchParams(location.search).get("id");
  return {
    href: url(id ? withQuery(pagePath("/dashboard"), {}, id) : pagePath("/dashboard")),
    countClick: false,
  };
}

export function Header() {
  const site = useSite();
  const location = useLocation();
  const url = usePageUrl();
  const logo = useLogoTarget();
  const onLogin = location.pathname === pagePath("/login");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu (the disclosure pattern), handing focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);
  const nav = [
    { label: "Plans", href: url(pagePath("/plans")) },
    { label: "Report examples", href: url(pagePath("/report-examples")) },
    { label: "FAQ", href: url(pagePath("/faq")) },
    { label: "Blog", href: site?.config.blogUrl ?? "https://blog.lookwise.example" },
  ];

  return (
    <header className={`header${onLogin ? " header--login" : ""}`}>
      <div className="header__inner container">
        <a
          className="header__logo"
          href={logo.href}
          onClick={logo.countClick ? () => track("logo_click", "header") : undefined}
          aria-label="Lookwise home"
        >
          <LogoMark size={28} />
          <span>Lookwise</span>
        </a>
        <button
          ref={menuToggle}
          type="button"
          className="header__menu-toggle icon-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <nav id="main-nav" className={`header__nav${menuOpen ? " is-open" : ""}`} aria-label="Main">
          {nav.map((item) => (
            <a key={item.label} href={item.href}>
              {item.label}
            </a>
          ))}
        </nav>
        <div className="header__actions">
          {site?.viewer ? (
            <a className="icon-button" href={url(pagePath("/settings"))} aria-label="Settings">
              <SettingsIcon />
            </a>
          ) : (
            <>
              <a
                className="button button--ghost"
                href={url(withQuery(pagePath("/login"), { state: "signUp" }))}
              >
                Sign Up
              </a>
              <a className="button" href={url(withQuery(pagePath("/login"), { state: "logIn" }))}>
                Log In
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
