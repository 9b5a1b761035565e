/** The reference page's only style; served from its own route so the page needs no inline CSS under the CSP. */
export const referenceStylesheet = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
.skip { position: absolute; left: -999rem; }
.skip:focus { left: 1rem; top: 1rem; background: Canvas; padding: .5rem; }
a { color: LinkText; }
a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
nav ul ul { font-size: .9rem; }
h2 { border-bottom: 2px solid GrayText; padding-top: 1rem; }
.operation, .schema { border: 1px solid GrayText; border-radius: .4rem; margin: 1rem 0; padding: 0 1rem 1rem; }
h3 { overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 .4rem; border-radius: .3rem; font-family: monospace; text-align: center; color: #fff; }
.method-get { background: #0b5d1e; } .method-post { background: #0a4f8a; } .method-put { background: #6b3fa0; }
.method-patch { background: #8a4b00; } .method-delete { background: #9b1c1c; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .95rem; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid GrayText; padding: .3rem .5rem; text-align: left; vertical-align: top; }
.nested { margin-top: .4rem; }
.notes { font-style: italic; }
code { font-family: ui-monospace, monospace; }
pre { overflow-x: auto; max-height: 24rem; padding: .5rem; border: 1px solid GrayText; border-radius: .3rem; }
`;
