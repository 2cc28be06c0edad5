// Show/hide toggles on password fields (spec §5). The server renders the buttons (shown only with
// JavaScript); pressing one switches its input between password and text.

export function enhancePasswordToggles(root: Document | HTMLElement): void {
  root.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-password-toggle]");
    if (!button) return;
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) return;
    const show = input.type === "password";
    input.type = show ? "text" : "password";
    button.setAttribute("aria-pressed", String(show));
  });
}
