import { createTooltipMachine } from "./tooltip-machine.ts";

// Tooltips on terms in rich text (an editor marks a term or link with data-tooltip="…", which the
// sanitiser keeps): the term becomes focusable, described by a role="tooltip" element beside it that
// pointer or keyboard focus shows and Escape hides (WCAG 1.4.13: hoverable, dismissible,
// persistent). Timings and states: tooltip-machine.ts. Without a script the term is plain text.

let count = 0;

function startTooltip(term: HTMLElement): void {
  const text = term.dataset.tooltip?.trim();
  if (!text) return;
  count += 1;
  const wrapper = document.createElement("span");
  wrapper.className = "block-tooltip-anchor";
  const tooltip = document.createElement("span");
  tooltip.id = `block-tooltip-${count}`;
  tooltip.className = "block-tooltip";
  tooltip.setAttribute("role", "tooltip");
  tooltip.textContent = text;
  tooltip.hidden = true;
  term.replaceWith(wrapper);
  wrapper.append(term, tooltip);
  if (!term.matches("a[href]")) term.tabIndex = 0;
  term.setAttribute("aria-describedby", tooltip.id);

  const machine = createTooltipMachine((state) => {
    tooltip.dataset.state = state;
    tooltip.hidden = state === "hidden";
  });
  tooltip.dataset.state = "hidden";
  wrapper.addEventListener("pointerenter", () => machine.enter());
  wrapper.addEventListener("pointerleave", () => {
    if (!wrapper.contains(document.activeElement)) machine.leave();
  });
  wrapper.addEventListener("focusin", () => machine.enter());
  wrapper.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node && wrapper.contains(event.relatedTarget)) && !wrapper.matches(":hover")) machine.leave();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && machine.state() !== "hidden") machine.dismiss();
  });
}

export function startTooltips(): void {
  document.querySelectorAll<HTMLElement>(".block-rich-text [data-tooltip], .block-modal [data-tooltip]").forEach(startTooltip);
}
