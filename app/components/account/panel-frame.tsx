import type { ReactNode } from "react";
import { FORM_TYPES, PANEL_ENDPOINTS, type AccountFormsProps, type AccountPanel } from "./account-panels.ts";

// What every panel shares: its section and heading, a form that posts to the route action (no
// JavaScript) or, through the account script, to the JSON API, and the hidden fields.

export interface PanelProps {
  props: AccountFormsProps;
  id: (name: string) => string;
}

export function PanelFrame({ panel, title, props, id, hint, children, after }: PanelProps & { panel: AccountPanel; title: string; hint?: ReactNode; children: ReactNode; after?: ReactNode }) {
  const titleId = id(`${panel}-title`);
  return (
    <section className={`account-panel account-panel--${panel}`} data-panel={panel} aria-labelledby={titleId} {...(props.noJsPanels.includes(panel) ? { "data-nojs-visible": "" } : {})}>
      <h2 id={titleId} tabIndex={-1}>
        {title}
      </h2>
      {hint}
      <form method="post" action={PANEL_ENDPOINTS[panel].page} className={`account-form account-form--${panel}`} data-account-form={panel} data-endpoint={PANEL_ENDPOINTS[panel].api} noValidate>
        <input type="hidden" name="form_type" value={FORM_TYPES[panel]} />
        {props.csrfToken !== null && <input type="hidden" name="csrf_token" value={props.csrfToken} />}
        {children}
      </form>
      {after}
    </section>
  );
}

export function SubmitButton({ label }: { label: string }) {
  return (
    <button type="submit" className="button account-form__submit" data-submit>
      {label}
    </button>
  );
}

/** A link to another panel: a real page without JavaScript, a panel switch with it. */
export function SwitchLink({ to, href, children }: { to: AccountPanel; href: string; children: ReactNode }) {
  return (
    <a href={href} data-switch-panel={to}>
      {children}
    </a>
  );
}
