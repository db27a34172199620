import { describe, expect, it } from "vitest";
import { decodeHead, encodeHead } from "./model-format";

describe("model head encoding", () => {
  it("round-trips sparse weights through quantisation", () => {
    const bits = 10;
    const weights = new Float32Array((1 << bits) * 2);
    weights[0] = 1.27;
    weights[1] = -0.5;
    weights[300 * 2 + 1] = 0.01;
    weights[1023 * 2] = -1.27;
    const head = decodeHead(encodeHead(["offensive", "hate"], bits, weights, [0.123456, -2]));
    const restored = Array.from(head.weights, (w) => w * head.scale);
    expect(restored[0]).toBeCloseTo(1.27, 2);
    expect(restored[1]).toBeCloseTo(-0.5, 2);
    expect(restored[601]).toBeCloseTo(0.01, 2);
    expect(restored[2046]).toBeCloseTo(-1.27, 2);
    expect(restored.filter((w) => w !== 0)).toHaveLength(4);
    expect(Array.from(head.bias)).toEqual([0.1235, -2]);
    expect(head.mask).toBe(1023);
  });

  it("stores an all-zero head as no rows", () => {
    const file = encodeHead(["a"], 4, new Float32Array(16), [0]);
    expect(file.rows).toBe("");
    expect(Array.from(decodeHead(file).weights)).toEqual(new Array(16).fill(0));
  });
});
