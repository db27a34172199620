import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeUrlComponent, parseWellFormedJson, wellFormed } from "./well-formed";

/** Any UTF-16 code units, lone surrogates much more often than chance would give them. */
const codeUnits = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom("😀", "a", "%", "\\"),
  ),
  maxLength: 30,
});

describe("well-formed text", () => {
  it("turns each lone surrogate into U+FFFD and keeps pairs", () => {
    expect(wellFormed("a\ud800b\udfffc")).toBe("a\ufffdb\ufffdc");
    expect(wellFormed("\ude00😀\ud83d")).toBe("\ufffd😀\ufffd");
    expect(wellFormed("Zoë 👩‍👩‍👧‍👦")).toBe("Zoë 👩‍👩‍👧‍👦");
  });

  it("encodes any text for a URL without throwing, as its well-formed form", () => {
    expect(encodeUrlComponent("emily\ud800")).toBe("emily%EF%BF%BD");
    fc.assert(
      fc.property(codeUnits, (text) => {
        expect(decodeURIComponent(encodeUrlComponent(text))).toBe(wellFormed(text));
      }),
    );
  });

  it("parses JSON into well-formed string values, nested ones included", () => {
    expect(parseWellFormedJson('{"a":["\\udc00x","\\ud83d\\ude00",{"b":"\\uD83D"}],"c":"a\ud800"}')).toEqual({
      a: ["\ufffdx", "😀", { b: "\ufffd" }],
      c: "a\ufffd",
    });
    expect(() => parseWellFormedJson("{")).toThrow(SyntaxError);
    fc.assert(
      fc.property(fc.jsonValue(), codeUnits, (value, text) => {
        const json = JSON.stringify({ value, text });
        expect(parseWellFormedJson(json)).toEqual(
          JSON.parse(JSON.stringify({ value, text: wellFormed(text) })),
        );
      }),
    );
  });
});
