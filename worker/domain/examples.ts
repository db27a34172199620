import type { CreateSource } from "../contracts/sources";

/**
 * The 14 public example reports. They open un-blurred for anyone and their pages are canonical on
 * the landing host; the ids are fixed because links to them are published. Each is a real report,
 * generated through the same pipeline as any other from the profiles listed here (in development
 * and tests: the source simulator's personas and people).
 */
export interface ExampleSpec {
  id: string;
  name: string;
  age: number;
  state: string;
  profiles: { source: CreateSource; username: string }[];
}

export const EXAMPLES: readonly ExampleSpec[] = [
  {
    id: "ex7q2m9k4d1a",
    name: "Emily Carter",
    age: 29,
    state: "TX",
    profiles: [
      { source: "ig", username: "emily.carter" },
      { source: "fb", username: "emily.carter.94" },
      { source: "tt", username: "emilycarter" },
      { source: "tw", username: "em_carter" },
    ],
  },
  {
    id: "ex3h8n5r2w6c",
    name: "Jake Morrison",
    age: 34,
    state: "FL",
    profiles: [
      { source: "ig", username: "jake.morrison" },
      { source: "tw", username: "jake_morrison" },
    ],
  },
  {
    id: "ex9t4b7v1p3e",
    name: "Victoria Campbell",
    age: 22,
    state: "TX",
    profiles: [
      { source: "ig", username: "victoria_campbell" },
      { source: "tt", username: "victoria.campbell" },
      { source: "tw", username: "victoria_campbe" },
    ],
  },
  {
    id: "ex2k6f8j5s9g",
    name: "Jessica Nguyen",
    age: 40,
    state: "TX",
    profiles: [
      { source: "ig", username: "jessica_nguyen" },
      { source: "tt", username: "jessica.nguyen" },
      { source: "tw", username: "nguyen_jessica" },
    ],
  },
  {
    id: "ex5w1c3x8m7h",
    name: "Thomas Wood",
    age: 26,
    state: "CA",
    profiles: [
      { source: "ig", username: "thomas_w" },
      { source: "tt", username: "t.wood" },
      { source: "tw", username: "thethomaswood" },
    ],
  },
  {
    id: "ex8d4g2z6q1j",
    name: "Rebecca Simpson",
    age: 68,
    state: "WI",
    profiles: [
      { source: "ig", username: "r.simpson" },
      { source: "tt", username: "rebecca.simpson" },
      { source: "tw", username: "rebecca_simpson" },
    ],
  },
  {
    id: "ex1r7y5n3b8k",
    name: "Adam Gutierrez",
    age: 27,
    state: "MI",
    profiles: [
      { source: "ig", username: "adam.gutierrez.99" },
      { source: "tt", username: "agutierrez" },
      { source: "tw", username: "adam_gutierrez" },
    ],
  },
  {
    id: "ex6m3p9t2f4l",
    name: "Jasmine Lopez",
    age: 25,
    state: "FL",
    profiles: [
      { source: "ig", username: "jasmine_lopez" },
      { source: "tt", username: "jasminelopez" },
      { source: "tw", username: "jasminelopez01" },
    ],
  },
  {
    id: "ex4v8s1k7c5n",
    name: "Sean Wilson",
    age: 35,
    state: "AR",
    profiles: [
      { source: "ig", username: "seanwilsonar" },
      { source: "tt", username: "seanwilson" },
      { source: "tw", username: "sean_w" },
    ],
  },
  {
    id: "ex0j2h6w4r9p",
    name: "Destiny Wilson",
    age: 62,
    state: "OK",
    profiles: [
      { source: "ig", username: "destinywilson" },
      { source: "tt", username: "destiny.wilson.ok" },
      { source: "tw", username: "destiny_wilson" },
    ],
  },
  {
    id: "ex7b5e3q8y2s",
    name: "Kayla Ross",
    age: 41,
    state: "MI",
    profiles: [
      { source: "ig", username: "thekayla.ross" },
      { source: "tt", username: "kayla_ross" },
      { source: "tw", username: "kayla_ross" },
    ],
  },
  {
    id: "ex3x9m1d6t7u",
    name: "Taylor Jimenez",
    age: 45,
    state: "AR",
    profiles: [
      { source: "ig", username: "jimeneztaylor" },
      { source: "tt", username: "taylorcjimenez" },
      { source: "tw", username: "jimenez_taylor" },
    ],
  },
  {
    id: "ex9c2r4g8k1w",
    name: "Peter Taylor",
    age: 75,
    state: "OH",
    profiles: [
      { source: "ig", username: "petert" },
      { source: "tw", username: "p_taylor" },
    ],
  },
  {
    id: "ex5n6a7f3z0y",
    name: "Daniel Kelly",
    age: 18,
    state: "MI",
    profiles: [
      { source: "ig", username: "daniel.kelly.mi" },
      { source: "tt", username: "daniel_kelly_08" },
      { source: "tw", username: "d_kelly" },
    ],
  },
];

export const EXAMPLE_REPORT_IDS = EXAMPLES.map((e) => e.id);

const exampleIds = new Set<string>(EXAMPLE_REPORT_IDS);

export function isExampleReportId(id: string): boolean {
  return exampleIds.has(id);
}
