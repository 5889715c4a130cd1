import { useNavigate } from "@solidjs/router";
import { createResource } from "solid-js";
import { PicturePanel } from "../components/PicturePanel.tsx";
import { TypeTabs } from "../components/TypeTabs.tsx";
import { encodeForUrl } from "../state/share.ts";
import { TypeGate } from "./TypeGate.tsx";
import { loadType, runner } from "./type-loader.ts";

/**
 * `/nonogram/picture`: a nonogram from any picture. Play opens the puzzle on the nonogram page through the
 * same `?p=...&s=...` address a shared link uses, so it plays, saves and resumes like any other puzzle.
 */
export default function PictureRoute() {
  const [type] = createResource(() => "nonogram", loadType);
  const navigate = useNavigate();
  async function play(text: string, attempt?: string[]) {
    const params = new URLSearchParams({ p: await encodeForUrl(text) });
    if (attempt) params.set("s", await encodeForUrl(JSON.stringify(attempt)));
    navigate(`/nonogram?${params.toString()}`);
  }
  return (
    <TypeGate id="nonogram" type={type}>
      {(t) => (
        <article class="picture-page" data-type={t.id}>
          <header class="page-head">
            <h1>{t.title} from a picture</h1>
            <p>
              Any picture becomes a puzzle: it is shrunk to the grid, its colours reduced, and the clues
              checked for a single solution.
            </p>
            <TypeTabs id={t.id} title={t.title} />
          </header>
          <PicturePanel type={t} runner={runner} onPlay={(text, attempt) => void play(text, attempt)} />
        </article>
      )}
    </TypeGate>
  );
}
