import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type CreateSource, SOURCE_TITLES } from "../../../../worker/contracts/sources";
import { pagePath } from "../../../../worker/domain/page-path";
import { US_STATES } from "../../../../worker/domain/states";
import { Button } from "../../../components/ui/button";
import { Dropdown } from "../../../components/ui/dropdown";
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from "../../../components/ui/icons";
import { TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { apiFormErrors } from "../../../lib/form-errors";
import { markReportIncomplete } from "../../../lib/incomplete-reports";
import { usePageUrl } from "../../../lib/site";
import { showToast } from "../../../lib/toast";
import { createReport } from "../api/create-report";
import { type SearchField, type SearchMode, toCreateRequest } from "../utils/create-request";
import { SearchLimitModal } from "./search-limit-modal";

const NETWORK_ICONS: Record<CreateSource, typeof InstagramIcon> = {
  ig: InstagramIcon,
  fb: FacebookIcon,
  tt: TikTokIcon,
  tw: XIcon,
};
/** The networks a report can start from (LinkedIn cannot), in the order people know them by. */
const NETWORKS: readonly CreateSource[] = ["ig", "fb", "tt", "tw"];
const FIELDS: readonly SearchField[] = ["name", "age", "username"];

/**
 * The landing page's search: a name with optional age and state, or, after a network icon is
 * clicked, a username or profile link. Every field is checked on submit; typing clears its error.
 * A failure that belongs to no field (a server error, no network) is the 'Oops' toast.
 */
export function SearchForm() {
  const navigate = useNavigate();
  const url = usePageUrl();
  const form = useForm({ name: "", age: "", username: "" });
  const [state, setState] = useState("");
  const [mode, setMode] = useState<SearchMode>("name");
  const [busy, setBusy] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const { setErrors } = form;
  const fields = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  // The fields are replaced under the user's focus (the button pressed may be gone): the new
  // first field takes it, so the keyboard goes on from there.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    fields.current?.querySelector("input")?.focus();
  }, [mode]);

  const chooseMode = (next: SearchMode) => {
    setMode(next);
    setErrors({});
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toCreateRequest(mode, { ...form.values, state });
    if ("errors" in request) return setErrors(request.errors);
    setBusy(true);
    try {
      const { id } = await createReport(request.body);
      if (!id) return window.location.assign(url(pagePath("/dashboard")));
      markReportIncomplete(id);
      await navigate(pagePath("/report/:id/create", { id }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "search_limit") return setLimitReached(true);
      // 'Name not found' belongs beside the box that was searched.
      if (error instanceof ApiRequestError && error.code === "not_found") {
        return setErrors({ [mode === "name" ? "name" : "username"]: error.message });
      }
      const inline = apiFormErrors(error, FIELDS);
      // What belongs to no field is the spec's generic display: the 'Oops' toast with the message.
      if (inline.form === undefined) return setErrors(inline);
      showToast("error", "Oops", errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="search-form card" onSubmit={submit} noValidate aria-label="Search">
      {mode === "name" ? (
        <div ref={fields} className="search-form__fields">
          <TextField
            label="First and last name"
            placeholder="e.g. Emily Carter"
            autoComplete="off"
            className="search-form__name"
            {...form.field("name")}
          />
          <TextField
            label="Age"
            inputMode="numeric"
            placeholder="Any"
            autoComplete="off"
            className="search-form__age"
            {...form.field("age")}
          />
          <Dropdown
            label="State"
            optional
            placeholder="Any state"
            options={US_STATES}
            value={state}
            onChange={setState}
          />
        </div>
      ) : (
        <div ref={fields} className="search-form__fields">
          <TextField
            label={`${SOURCE_TITLES[mode]} username or profile link`}
            placeholder="username or profile link"
            autoComplete="off"
            className="search-form__username"
            {...form.field("username")}
          />
          <Button variant="ghost" className="search-form__back" onClick={() => chooseMode("name")}>
            Search by name
          </Button>
        </div>
      )}
      <fieldset className="search-form__networks">
        <legend className="muted">Or search by username:</legend>
        {NETWORKS.map((source) => {
          const Icon = NETWORK_ICONS[source];
          return (
            <button
              key={source}
              type="button"
              className="icon-button search-form__network"
              aria-label={SOURCE_TITLES[source]}
              aria-pressed={mode === source}
              onClick={() => chooseMode(mode === source ? "name" : source)}
            >
              <Icon />
            </button>
          );
        })}
      </fieldset>
      <div className="search-form__submit">
        <Button type="submit" className="button--large" loading={busy}>
          Search
        </Button>
        <p className="search-form__notice">
          By searching you agree to our <a href={url(pagePath("/info/terms-of-service"))}>Terms of Service</a>{" "}
          and not to use the results for employment, tenant, credit or insurance decisions or any other
          purpose under the FCRA.
        </p>
      </div>
      {limitReached && <SearchLimitModal onClose={() => setLimitReached(false)} />}
    </form>
  );
}
