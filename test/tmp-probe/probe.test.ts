import { it } from "vitest";
import { account, posts } from "../../worker/simulator/accounts";
import { directory } from "../../worker/simulator/directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "../../worker/simulator/faults";
import { chance } from "../../worker/simulator/prng";
it("probe", () => {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
  for (const [src, h] of [["tw", "em_carter"], ["tw", "jake_morrison"], ["tt", "emilycarter"]] as const) {
    const ref = dir.byHandle[src].get(h);
    if (!ref) continue;
    const ps = posts(dir, src, ref);
    console.log(src, h, ps.length, "shared", ps.filter((p) => p.sharedFrom).length,
      "noauthor", ps.filter((p) => chance(dir.seed, "no-author", p.id) < 0.1).length,
      "threads", ps.filter((p) => chance(dir.seed, "thread", p.id) < 0.15 && !p.sharedFrom).length);
  }
  const b = account(dir, "tt", { kind: "brand", index: 0 });
  console.log(b?.username);
});
