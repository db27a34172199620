import { describe, expect, it } from "vitest";
import { DEFAULT_X_QUERY_IDS, xQueryIdsSchema } from "./x-query-ids";

describe("SOURCES_X_QUERY_IDS", () => {
  it("is the defaults when unset or empty", () => {
    expect(xQueryIdsSchema.parse(undefined)).toEqual(DEFAULT_X_QUERY_IDS);
    expect(xQueryIdsSchema.parse(" ")).toEqual(DEFAULT_X_QUERY_IDS);
  });

  it("replaces only the operations it names", () => {
    expect(xQueryIdsSchema.parse('{"UserTweets":"newUserTweets_Id-1"}')).toEqual({
      ...DEFAULT_X_QUERY_IDS,
      UserTweets: "newUserTweets_Id-1",
    });
  });

  it.each([
    ["not JSON", "UserTweets=abc"],
    ["an operation we do not call", '{"UserByRestId":"xvmVfRLmnr1alc5f2dib0Q"}'],
    ["an id that would change the request path", '{"UserTweets":"../../x?y=1"}'],
    ["a list", '["eoJ5zbv51Z_KVl81v9PmLQ"]'],
  ])("refuses %s", (_, value) => {
    expect(xQueryIdsSchema.safeParse(value).success).toBe(false);
  });
});
