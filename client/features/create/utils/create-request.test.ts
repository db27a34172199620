import { describe, expect, it } from "vitest";
import { CREATE_MESSAGES } from "../../../../worker/contracts/create";
import { type SearchValues, toCreateRequest } from "./create-request";

const EMPTY: SearchValues = { name: "", age: "", state: "", username: "" };

describe("toCreateRequest by name", () => {
  it("sends the name with the optional age and state", () => {
    expect(toCreateRequest("name", { ...EMPTY, name: " Emily Carter ", age: "29", state: "TX" })).toEqual({
      body: { name: "Emily Carter", age: 29, state: "TX" },
    });
    expect(toCreateRequest("name", { ...EMPTY, name: "Emily Carter" })).toEqual({
      body: { name: "Emily Carter", age: null, state: null },
    });
  });

  it("asks for a first and last name, or a network", () => {
    for (const name of ["", "Emily", "  "]) {
      expect(toCreateRequest("name", { ...EMPTY, name })).toEqual({
        errors: { name: CREATE_MESSAGES.nameOrUsername },
      });
    }
  });

  it("checks every field at once", () => {
    expect(toCreateRequest("name", { ...EMPTY, name: "Emily", age: "7" })).toEqual({
      errors: { name: CREATE_MESSAGES.nameOrUsername, age: CREATE_MESSAGES.invalidAge },
    });
    expect(toCreateRequest("name", { ...EMPTY, name: "Emily Carter", age: "2x" })).toEqual({
      errors: { age: CREATE_MESSAGES.invalidAge },
    });
  });

  it("searches a profile link pasted into the name box on its network", () => {
    expect(toCreateRequest("name", { ...EMPTY, name: "https://www.instagram.com/emily.carter/" })).toEqual({
      body: { source: "ig", username: "https://www.instagram.com/emily.carter/" },
    });
  });
});

describe("toCreateRequest by username", () => {
  it("sends a bare username on the chosen network", () => {
    expect(toCreateRequest("tt", { ...EMPTY, username: "@emilycarter" })).toEqual({
      body: { source: "tt", username: "@emilycarter" },
    });
  });

  it("lets a link's network win over the chosen one", () => {
    expect(toCreateRequest("ig", { ...EMPTY, username: "x.com/em_carter" })).toEqual({
      body: { source: "tw", username: "x.com/em_carter" },
    });
  });

  it("refuses what the shared parser refuses, and LinkedIn, which cannot start a report", () => {
    for (const username of ["", "not a user", "https://www.instagram.com/p/abc/", "linkedin.com/in/emily"]) {
      expect(toCreateRequest("ig", { ...EMPTY, username })).toEqual({
        errors: { username: CREATE_MESSAGES.invalidLink },
      });
    }
  });
});
