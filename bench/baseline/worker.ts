/** The trivial baseline: what the runtime itself costs per request, with no app code. */
export default {
  fetch() {
    return new Response('{"ok":true}', { headers: { "Content-Type": "application/json" } });
  },
} satisfies ExportedHandler;
