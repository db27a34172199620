/** The final writer's figures: read once the model is written, never tuned on. */
import { createClassifier } from "../../worker/analysis/classifier";
import type { ModelFile } from "../../worker/analysis/model-format";
import { MODEL_FLAGS, PRESENT, RED_FLAG_IDS } from "../../worker/domain/taxonomy";
import { figuresLine, pct } from "./report";
import { crossWriterDuplicates, FINAL_WRITER, type FlagFigures, flagFigures, writtenPosts } from "./written";

/** The final writer's posts, read once the model is written: the figures nobody tuned on. */
export function finalWriterFigures(model: ModelFile) {
  const classifier = createClassifier(model);
  const written = writtenPosts();
  const twins = crossWriterDuplicates(written);
  const posts = written.filter((post) => post.writer === FINAL_WRITER && !twins.has(post));
  const scores = posts.map((post) => Float64Array.from(classifier.score(post.text).redflags));
  const everyday = posts.filter((post) => post.kind === "everyday");
  const anyFlag = everyday.filter((post) =>
    classifier.score(post.text).redflags.some((score) => score >= PRESENT),
  ).length;
  return {
    posts: posts.length,
    anyFlagOnEveryday: anyFlag / Math.max(1, everyday.length),
    flags: MODEL_FLAGS.map((flag) =>
      flagFigures(
        posts,
        scores.map((s) => s[RED_FLAG_IDS.indexOf(flag)] ?? 0),
        flag,
        PRESENT,
      ),
    ),
  };
}

type FinalWriterFigures = ReturnType<typeof finalWriterFigures>;

/** The metrics the model file carries per flag: the held-out writers' figures, and the final writer's once read. */
export function writerMetrics(
  nested: readonly FlagFigures[],
  final: FinalWriterFigures | undefined,
): Record<string, number> {
  return {
    ...Object.fromEntries(
      MODEL_FLAGS.flatMap((flag, k) => {
        const held = nested[k] as FlagFigures;
        const last = final?.flags[k];
        const key = flag.replace("-", "");
        return [
          [`${key}HeldOutWritersPrecision`, pct(held.precision)],
          [`${key}HeldOutWritersRecall`, pct(held.recall)],
          [`${key}HeldOutWritersEverydayFlagged`, pct(held.everydayFalse)],
          ...(last === undefined
            ? []
            : [
                [`${key}FinalWriterPrecision`, pct(last.precision)],
                [`${key}FinalWriterRecall`, pct(last.recall)],
                [`${key}FinalWriterEverydayFlagged`, pct(last.everydayFalse)],
              ]),
        ];
      }),
    ),
    ...(final === undefined ? {} : { finalWriterEverydayWithAnyFlag: pct(final.anyFlagOnEveryday) }),
  };
}

export function printFinalWriter(final: FinalWriterFigures) {
  console.log(`\nfinal writer ${FINAL_WRITER} (${final.posts} posts, read only now; thresholds as shipped)`);
  MODEL_FLAGS.forEach((flag, k) => {
    console.log(figuresLine(flag, final.flags[k] as FlagFigures));
  });
  console.log(`  everyday posts with any red flag: ${pct(final.anyFlagOnEveryday)} %`);
}
