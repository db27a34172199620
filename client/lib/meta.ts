/** Page title and description in the one format every page uses. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | Lookwise` }, { name: "description", content: description }];
}
