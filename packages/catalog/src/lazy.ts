/**
 * `@gridsmith/catalog/lazy`: the installed puzzle types, each loaded on demand. A page that shows one
 * puzzle type loads that package (bundlers split each into its own chunk) and not the others; the ids are
 * known without loading anything. Same types, same order as the eager entry.
 *
 * @packageDocumentation
 */
import { GENRES as buildingGenres } from "@gridsmith/building/genres";
import { GENRES as countryGenres } from "@gridsmith/country/genres";
import { GENRES as creekGenres } from "@gridsmith/creek/genres";
import { GENRES as easyasabcGenres } from "@gridsmith/easyasabc/genres";
import { GENRES as fillominoGenres } from "@gridsmith/fillomino/genres";
import { GENRES as gokigenGenres } from "@gridsmith/gokigen/genres";
import { GENRES as hashikakeGenres } from "@gridsmith/hashikake/genres";
import { GENRES as heyawakeGenres } from "@gridsmith/heyawake/genres";
import { GENRES as hitoriGenres } from "@gridsmith/hitori/genres";
import { GENRES as kakuroGenres } from "@gridsmith/kakuro/genres";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { GENRES as kropkiGenres } from "@gridsmith/kropki/genres";
import { GENRES as kurodokoGenres } from "@gridsmith/kurodoko/genres";
import { GENRES as lightupGenres } from "@gridsmith/lightup/genres";
import { GENRES as litsGenres } from "@gridsmith/lits/genres";
import { GENRES as mashuGenres } from "@gridsmith/mashu/genres";
import { GENRES as mochikoroGenres } from "@gridsmith/mochikoro/genres";
import { GENRES as nanroGenres } from "@gridsmith/nanro/genres";
import { GENRES as nonogramGenres } from "@gridsmith/nonogram/genres";
import { GENRES as norinoriGenres } from "@gridsmith/norinori/genres";
import { GENRES as numlinGenres } from "@gridsmith/numlin/genres";
import { GENRES as nurikabeGenres } from "@gridsmith/nurikabe/genres";
import { GENRES as rippleGenres } from "@gridsmith/ripple/genres";
import { GENRES as sashiganeGenres } from "@gridsmith/sashigane/genres";
import { GENRES as shikakuGenres } from "@gridsmith/shikaku/genres";
import { GENRES as shimaguniGenres } from "@gridsmith/shimaguni/genres";
import { GENRES as slitherlinkGenres } from "@gridsmith/slitherlink/genres";
import { GENRES as starbattleGenres } from "@gridsmith/starbattle/genres";
import { GENRES as sudokuGenres } from "@gridsmith/sudoku/genres";
import { GENRES as tapaGenres } from "@gridsmith/tapa/genres";
import { GENRES as tatamibariGenres } from "@gridsmith/tatamibari/genres";
import { GENRES as tentaishoGenres } from "@gridsmith/tentaisho/genres";
import { GENRES as yajirinGenres } from "@gridsmith/yajirin/genres";
import { GENRES as yinyangGenres } from "@gridsmith/yinyang/genres";

// generator:genre-imports

// `pnpm nx g @gridsmith/generators:puzzle NAME` adds a loader above the mark; keep it.
const loaders: Record<string, () => Promise<AnyPuzzleType>> = {
  sudoku: () => import("@gridsmith/sudoku").then((m) => m.sudoku),
  nonogram: () => import("@gridsmith/nonogram").then((m) => m.nonogram),
  crosspatch: () => import("@gridsmith/crosspatch").then((m) => m.crosspatch),
  kakuro: () => import("@gridsmith/kakuro").then((m) => m.kakuro),
  "killer-sudoku": () => import("@gridsmith/killer-sudoku").then((m) => m.killerSudoku),
  slitherlink: () => import("@gridsmith/slitherlink").then((m) => m.slitherlink),
  nurikabe: () => import("@gridsmith/nurikabe").then((m) => m.nurikabe),
  lightup: () => import("@gridsmith/lightup").then((m) => m.lightup),
  building: () => import("@gridsmith/building").then((m) => m.building),
  starbattle: () => import("@gridsmith/starbattle").then((m) => m.starbattle),
  hitori: () => import("@gridsmith/hitori").then((m) => m.hitori),
  norinori: () => import("@gridsmith/norinori").then((m) => m.norinori),
  shikaku: () => import("@gridsmith/shikaku").then((m) => m.shikaku),
  mashu: () => import("@gridsmith/mashu").then((m) => m.mashu),
  heyawake: () => import("@gridsmith/heyawake").then((m) => m.heyawake),
  kurodoko: () => import("@gridsmith/kurodoko").then((m) => m.kurodoko),
  yinyang: () => import("@gridsmith/yinyang").then((m) => m.yinyang),
  creek: () => import("@gridsmith/creek").then((m) => m.creek),
  country: () => import("@gridsmith/country").then((m) => m.country),
  yajirin: () => import("@gridsmith/yajirin").then((m) => m.yajirin),
  lits: () => import("@gridsmith/lits").then((m) => m.lits),
  shimaguni: () => import("@gridsmith/shimaguni").then((m) => m.shimaguni),
  mochikoro: () => import("@gridsmith/mochikoro").then((m) => m.mochikoro),
  tapa: () => import("@gridsmith/tapa").then((m) => m.tapa),
  ripple: () => import("@gridsmith/ripple").then((m) => m.ripple),
  nanro: () => import("@gridsmith/nanro").then((m) => m.nanro),
  easyasabc: () => import("@gridsmith/easyasabc").then((m) => m.easyasabc),
  gokigen: () => import("@gridsmith/gokigen").then((m) => m.gokigen),
  kropki: () => import("@gridsmith/kropki").then((m) => m.kropki),
  tentaisho: () => import("@gridsmith/tentaisho").then((m) => m.tentaisho),
  sashigane: () => import("@gridsmith/sashigane").then((m) => m.sashigane),
  tatamibari: () => import("@gridsmith/tatamibari").then((m) => m.tatamibari),
  numlin: () => import("@gridsmith/numlin").then((m) => m.numlin),
  fillomino: () => import("@gridsmith/fillomino").then((m) => m.fillomino),
  hashikake: () => import("@gridsmith/hashikake").then((m) => m.hashikake),
  // generator:loaders
};

/**
 * The puzz.link genre names each type's formats read (their `Format.genres`), for the types that read links:
 * which packages a link needs is known before any is loaded. Each package keeps its names in its own
 * `./genres` entry, a module of one constant, so this loads none of the packages themselves. A type missing
 * here reads no link; the catalog's test holds this to the formats themselves.
 */
const linkGenres: Record<string, readonly string[]> = {
  sudoku: sudokuGenres,
  nonogram: nonogramGenres,
  kakuro: kakuroGenres,
  slitherlink: slitherlinkGenres,
  nurikabe: nurikabeGenres,
  lightup: lightupGenres,
  building: buildingGenres,
  starbattle: starbattleGenres,
  hitori: hitoriGenres,
  norinori: norinoriGenres,
  shikaku: shikakuGenres,
  mashu: mashuGenres,
  heyawake: heyawakeGenres,
  kurodoko: kurodokoGenres,
  yinyang: yinyangGenres,
  creek: creekGenres,
  country: countryGenres,
  yajirin: yajirinGenres,
  lits: litsGenres,
  shimaguni: shimaguniGenres,
  mochikoro: mochikoroGenres,
  tapa: tapaGenres,
  ripple: rippleGenres,
  nanro: nanroGenres,
  easyasabc: easyasabcGenres,
  gokigen: gokigenGenres,
  kropki: kropkiGenres,
  tentaisho: tentaishoGenres,
  sashigane: sashiganeGenres,
  tatamibari: tatamibariGenres,
  numlin: numlinGenres,
  fillomino: fillominoGenres,
  hashikake: hashikakeGenres,
  // generator:genres
};

/**
 * The ids of the installed types that may read a puzz.link link of `genre` (kit's `puzzlinkGenre` of the
 * link), in the catalog's order; loads nothing. Detection over these alone (`detectPuzzleType`) finds what
 * it finds over every type: no other type's format may claim the link (kit's `mayReadLink`).
 */
export function linkReaderIds(genre: string): string[] {
  return Object.keys(loaders).filter((id) => linkGenres[id]?.includes(genre) === true);
}

/** The ids of every installed puzzle type, in the catalog's order; loads nothing. */
export function lazyPuzzleTypeIds(): string[] {
  return Object.keys(loaders);
}

/** Loads the puzzle type with this id (once; later calls share the module), or undefined when none has it. */
export async function loadPuzzleType(id: string): Promise<AnyPuzzleType | undefined> {
  return Object.hasOwn(loaders, id) ? loaders[id]!() : undefined;
}
