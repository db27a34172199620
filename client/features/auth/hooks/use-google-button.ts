import { useEffect, useRef } from "react";

const GSI_SCRIPT = "https://accounts.google.com/gsi/client";

/** The part of Google Identity Services the page uses. */
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(
        parent: HTMLElement,
        options: { theme: "outline"; size: "large"; text: "continue_with"; shape: "pill"; width: number },
      ): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once per page; a failed load may be retried by the next caller. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error("Google Identity Services is missing"));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("Google Identity Services did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Renders Google's sign-in button into the returned ref, loading Google's script only when a
 * client id is configured. `onCredential` gets the ID token; `onError` a load failure.
 */
export function useGoogleButton(
  clientId: string,
  onCredential: (credential: string) => void,
  onError: () => void,
) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callbacks, so a re-render never re-initialises Google's button.
  const handlers = useRef({ onCredential, onError });
  useEffect(() => {
    handlers.current = { onCredential, onError };
  });

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = ref.current;
        if (!active || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => handlers.current.onCredential(response.credential),
        });
        google.accounts.id.renderButton(parent, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "pill",
          width: Math.min(parent.clientWidth || 320, 400),
        });
      },
      () => {
        if (active) handlers.current.onError();
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  return ref;
}
