import { describe, expect, it } from "vitest";
import { decodeEntities, titleOf } from "./html";

describe("numeric character references", () => {
  it("read every code point whole, astral ones included", () => {
    expect(decodeEntities("caf&#233; &#x1F600; &#128512; &amp;#38;")).toBe("café 😀 😀 &#38;");
  });

  it("read a surrogate, zero or a number past U+10FFFF as U+FFFD, as a browser does", () => {
    expect(decodeEntities("a&#xD800;b&#57343;c&#0;d&#x110000;e&#99999999999999999999;")).toBe(
      "a\ufffdb\ufffdc\ufffdd\ufffde\ufffd",
    );
    expect(titleOf("<title>Emily &#xDC00;Carter</title>")).toBe("Emily \ufffdCarter");
  });
});
