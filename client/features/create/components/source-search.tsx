import { useRef, useState } from "react";
import type { CandidateProfile } from "../../../../worker/contracts/create";
import { CREATE_MESSAGES } from "../../../../worker/contracts/create";
import { type CreateSource, SOURCE_TITLES } from "../../../../worker/contracts/sources";
import { parseProfileLink } from "../../../../worker/domain/profile-link";
import { SearchBox } from "../../../components/ui/search-box";
import { errorMessage } from "../../../lib/api-client";
import { addCandidate } from "../api/add-candidate";
import { searchCandidates } from "../api/search-candidates";
import { CandidateCard } from "./candidate-card";

type SourceSearchProps = {
  reportId: string;
  source: CreateSource;
  onAdded: (profile: CandidateProfile) => void;
};

/** "Search more" on one network: look a username or link up, then add the profile found. */
export function SourceSearch({ reportId, source, onAdded }: SourceSearchProps) {
  const [results, setResults] = useState<CandidateProfile[]>([]);
  const [error, setError] = useState("");
  const [searching, setSearching] = useState(false);
  const [adding, setAdding] = useState("");
  // Pictures that failed here: the server is told so when the profile is added.
  const brokenImages = useRef(new Set<string>());

  const search = async (query: string) => {
    setError("");
    if (query === "") return setResults([]);
    const link = parseProfileLink(query, source);
    if (!link.ok || link.source !== source) {
      setResults([]);
      return setError(CREATE_MESSAGES.invalidLink);
    }
    setSearching(true);
    try {
      setResults((await searchCandidates(reportId, source, query)).items);
    } catch (failure) {
      setResults([]);
      setError(errorMessage(failure));
    } finally {
      setSearching(false);
    }
  };

  const add = async (candidate: CandidateProfile) => {
    setError("");
    setAdding(candidate.id);
    try {
      const profile = await addCandidate(
        reportId,
        source,
        candidate.id,
        brokenImages.current.has(candidate.id),
      );
      setResults((current) => current.filter((c) => c.id !== candidate.id));
      onAdded(profile);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setAdding("");
    }
  };

  return (
    <div className="source-search">
      <SearchBox
        label={`Search ${SOURCE_TITLES[source]} by username or profile link`}
        placeholder="Username or profile link"
        onSearch={search}
        loading={searching}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {results.length > 0 && (
        <ul className="candidates candidates--results" aria-label={`${SOURCE_TITLES[source]} search results`}>
          {results.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              action={{ label: "Add", busy: adding === candidate.id, onClick: () => add(candidate) }}
              onImageFail={() => brokenImages.current.add(candidate.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
