import { describe, expect, it } from "vitest";
import { SIGNALS, type Signal, sentenceSignals, signalFeatures } from "./structure";
import { tokenize } from "./tokenize";

/** The signals of each sentence of `text`, by name. */
function signals(text: string): Signal[][] {
  return sentenceSignals(tokenize(text), text, []).map((mask) =>
    SIGNALS.filter((_, i) => (mask & (1 << i)) !== 0),
  );
}

describe("sentenceSignals", () => {
  it("reads a conditional threat aimed at a person", () => {
    const [first] = signals("if I see him near my house again he's done");
    expect(first).toEqual(expect.arrayContaining(["conditional", "self", "person"]));
  });

  it("reads a threat at the reader in the future, with a weapon emoji", () => {
    expect(signals("you'll get what's coming tonight 🔫")[0]).toEqual(
      expect.arrayContaining(["you", "future", "weapon", "harm"]),
    );
  });

  it("marks a capitalised name inside a sentence, not the sentence's first word or I", () => {
    expect(signals("Honestly I hope Mark trips")[0]).toEqual(expect.arrayContaining(["person", "wish"]));
    expect(signals("Honestly I hope so")[0]).not.toContain("person");
  });

  it("marks a command only when a sentence starts with it", () => {
    expect(signals("go drink bleach")[0]).toContain("imperative");
    expect(signals("we go to the lake")[0]).not.toContain("imperative");
  });

  it("keeps sentences apart", () => {
    const [first, second] = signals("The news reported an attack. We are praying for the victims!");
    expect(first).toEqual(expect.arrayContaining(["report", "harm"]));
    expect(second).toEqual(expect.arrayContaining(["condemn", "report"]));
    expect(second).not.toContain("harm");
  });

  it("reads first-person self-injury and an ending", () => {
    expect(signals("i relapsed last night, cut again")[0]).toEqual(
      expect.arrayContaining(["self", "selfInjury"]),
    );
    expect(signals("i just want to sleep forever")[0]).toEqual(expect.arrayContaining(["self", "ending"]));
  });
});

describe("signalFeatures", () => {
  it("emits each signal once, and each pair met in one sentence once when one of them is content", () => {
    const text = "you will die. you will die.";
    const out = new Uint32Array(1000);
    const emitted = [
      ...out.subarray(0, signalFeatures(sentenceSignals(tokenize(text), text, []), out, 0, 1000)),
    ];
    expect(new Set(emitted).size).toBe(emitted.length);
    const active = signals(text)[0] ?? [];
    const content = active.filter((signal) =>
      ["harm", "selfInjury", "ending", "weapon", "contempt", "group"].includes(signal),
    );
    const plain = active.length - content.length;
    const pairs = (active.length * (active.length - 1)) / 2 - (plain * (plain - 1)) / 2;
    expect(emitted.length).toBe(active.length + pairs);
  });

  it("stops at the limit", () => {
    const text = "if you come near my house tonight i will kill you 🔫";
    expect(signalFeatures(sentenceSignals(tokenize(text), text, []), new Uint32Array(10), 4, 10)).toBe(10);
  });

  it("pairs only signals of the same sentence", () => {
    const together = "you will get hurt";
    const apart = "you will. get hurt";
    const count = (text: string) =>
      signalFeatures(sentenceSignals(tokenize(text), text, []), new Uint32Array(1000), 0, 1000);
    expect(count(apart)).toBeLessThan(count(together));
  });
});
