/**
 * The careers site's stylesheet and icon, served by the service itself
 * (careers.plugin.ts) under names carrying a hash of their content: the strict
 * Content-Security-Policy allows no inline style and no other host. Kept as
 * text in a module so the build (tsc) carries them into dist/ with the code.
 *
 * System fonts only (no third-party font request), readable measure, visible
 * focus, and a single column that works from 375 px up.
 */
export const CAREERS_CSS = `
:root {
  --ink: #1b2330;
  --muted: #566171;
  --line: #dde2e8;
  --paper: #ffffff;
  --page: #f5f7fa;
  --accent: #1f4fd1;
  --accent-dark: #173c9f;
  --danger: #b3261e;
  --focus: #ffbf47;
  --radius: 10px;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--ink);
  font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  overflow-wrap: break-word;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
}
.wrap { max-width: 46rem; margin: 0 auto; padding: 0 1.25rem; }
a { color: var(--accent); text-underline-offset: 0.15em; }
a:hover { color: var(--accent-dark); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; box-shadow: 0 0 0 5px var(--ink); border-radius: 2px; }
main:focus { outline: none; }
.skip { position: absolute; left: 1rem; top: -4rem; background: var(--paper); padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { top: 1rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.site-header { background: var(--paper); border-bottom: 1px solid var(--line); }
.site-header .wrap { padding-top: 1rem; padding-bottom: 1rem; }
.brand { display: inline-flex; align-items: baseline; gap: 0.6rem; flex-wrap: wrap; color: var(--ink); text-decoration: none; }
.brand:hover { color: var(--ink); }
.brand-name { font-weight: 700; font-size: 1.2rem; letter-spacing: -0.01em; }
.brand-section { color: var(--muted); font-size: 0.95rem; padding-left: 0.6rem; border-left: 1px solid var(--line); }

main.wrap { flex: 1 0 auto; width: 100%; padding-top: 2rem; padding-bottom: 3rem; }
h1, h2, h3 { line-height: 1.25; letter-spacing: -0.015em; }
h1 { font-size: clamp(1.75rem, 5vw, 2.4rem); margin: 0 0 0.5rem; }
h2 { font-size: 1.35rem; margin: 2rem 0 0.75rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
.lead { font-size: 1.125rem; color: var(--muted); margin-top: 0; }
.meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; color: var(--muted); margin: 0 0 1rem; }
.meta span + span::before { content: ""; }

.jobs { list-style: none; padding: 0; margin: 1.5rem 0 0; display: grid; gap: 0.75rem; }
.job-card { background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: 1.1rem 1.25rem; }
.job-card h2 { margin: 0 0 0.25rem; font-size: 1.2rem; }
.job-card h2 a { text-decoration: none; }
.job-card h2 a:hover { text-decoration: underline; }
.job-card .meta { margin: 0; font-size: 0.95rem; }
.empty { background: var(--paper); border: 1px dashed var(--line); border-radius: var(--radius); padding: 1.5rem; color: var(--muted); }
.more { margin-top: 1.5rem; }

.back { margin: 0 0 1rem; font-size: 0.95rem; }
.back a::before { content: "← "; }
.jump { margin: 0 0 1.5rem; }
.description { background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.25rem 1.5rem 1rem; }
.description :is(h2, h3, h4, h5, h6) { margin-top: 1.5rem; }
.description ul, .description ol { padding-left: 1.25rem; }
.description pre { overflow-x: auto; background: var(--page); padding: 0.75rem; border-radius: 6px; }
.description code { font-size: 0.9em; }

.apply-section { margin-top: 2.5rem; background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.25rem 1.5rem 1.5rem; }
.apply-section h2 { margin-top: 1.25rem; }
.hint { color: var(--muted); font-size: 0.95rem; margin: 0 0 0.5rem; }
.row { display: grid; gap: 0 1rem; grid-template-columns: 1fr; }
@media (min-width: 40rem) { .row { grid-template-columns: 1fr 1fr; } }
.field { margin: 0 0 1.1rem; }
.field > label { display: block; font-weight: 600; margin-bottom: 0.3rem; }
.optional { font-weight: 400; color: var(--muted); }
input[type="text"], input[type="email"], input[type="tel"], textarea {
  display: block; width: 100%; font: inherit; color: inherit; background: var(--paper);
  border: 1px solid #8a94a3; border-radius: 6px; padding: 0.6rem 0.75rem; min-height: 2.9rem;
}
textarea { resize: vertical; min-height: 10rem; }
input[type="file"] { font: inherit; max-width: 100%; padding: 0.5rem 0; }
.check { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; align-items: start; }
.check .field-error { grid-column: 1 / -1; }
.check input { width: 1.35rem; height: 1.35rem; margin: 0.15rem 0 0; accent-color: var(--accent); }
.check label { font-weight: 400; }
.has-error input, .has-error textarea { border-color: var(--danger); border-width: 2px; }
.has-error { border-left: 4px solid var(--danger); padding-left: 0.85rem; }
.field-error { color: var(--danger); font-weight: 600; margin: 0 0 0.35rem; }
.error-summary { border: 3px solid var(--danger); border-radius: var(--radius); padding: 0.25rem 1.25rem 0.75rem; margin: 0 0 1.5rem; }
.error-summary h3 { margin-top: 0.75rem; }
.error-summary a { color: var(--danger); font-weight: 600; }
.hp { display: none; }

.button {
  display: inline-block; font: inherit; font-weight: 600; color: #fff; background: var(--accent);
  border: 2px solid var(--accent); border-radius: 8px; padding: 0.7rem 1.4rem; min-height: 2.9rem;
  text-decoration: none; cursor: pointer;
}
.button:hover { background: var(--accent-dark); border-color: var(--accent-dark); color: #fff; }
.button.secondary { background: var(--paper); color: var(--accent); }
.button.secondary:hover { background: var(--page); color: var(--accent-dark); }
form .button { width: 100%; margin-top: 0.5rem; }
@media (min-width: 40rem) { form .button { width: auto; } }

.notice { background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: 0.5rem 1.5rem 1.5rem; }
.notice h1 { margin-top: 1rem; }
.reference { font-size: 1rem; background: var(--page); padding: 0.15rem 0.4rem; border-radius: 4px; word-break: break-all; }

.site-footer { border-top: 1px solid var(--line); background: var(--paper); color: var(--muted); font-size: 0.9rem; }
.site-footer .wrap { padding-top: 1.25rem; padding-bottom: 1.5rem; }
.site-footer p { margin: 0; }
`

/** A plain mark for the browser tab: no request to any other host, none that fails. */
export const CAREERS_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f4fd1"/><path d="M9 12h14v11H9z" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><path d="M13 12V9h6v3" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>`
