import { useId } from "react";

/** One card of the settings page, named by its heading. */
export function SettingsSection({
  title,
  description,
  children,
  tone,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  tone?: "danger";
}) {
  const titleId = useId();
  return (
    <section
      className={`card settings-section${tone === "danger" ? " settings-section--danger" : ""}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="settings-section__title">
        {title}
      </h2>
      {description && <p className="settings-section__description">{description}</p>}
      {children}
    </section>
  );
}
