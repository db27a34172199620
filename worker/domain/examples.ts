import type { CreateSource } from "../contracts/sources";

/**
 * The public example reports. They open un-blurred for anyone, their pages are canonical on the
 * landing host and listed in the sitemap; their ids are fixed because links to them are published.
 * Each is a real report, generated through the same pipeline as any other from the profiles listed
 * here. A report is an example only while its id is in the list in use (`examplesInUse`).
 */
export interface ExampleSpec {
  id: string;
  name: string;
  age: number | null;
  state: string | null;
  profiles: { source: CreateSource; username: string }[];
}

/**
 * The simulator's personas and people (API.md "Fixture personas"). Their usernames belong to real,
 * unknown people on the real networks: these examples exist only where the simulator answers.
 */
export const SIMULATOR_EXAMPLES: readonly ExampleSpec[] = [
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

/**
 * The examples this deployment publishes: the simulator's personas in development and tests on
 * the simulator; anywhere else only the consenting people an admin listed (`EXAMPLE_PROFILES`),
 * none when the list is empty.
 */
export function examplesInUse(config: {
  ENVIRONMENT: string;
  SOURCES_MODE: string;
  EXAMPLE_PROFILES: readonly ExampleSpec[];
}): readonly ExampleSpec[] {
  const local = config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test";
  return local && config.SOURCES_MODE === "simulator" ? SIMULATOR_EXAMPLES : config.EXAMPLE_PROFILES;
}

export function isExampleReportId(examples: readonly ExampleSpec[], id: string): boolean {
  return examples.some((example) => example.id === id);
}
