import type { Example } from "@gridsmith/kit";

// Made for Gridsmith with this package's generator (`generate({ size, maxCage }, seed)`, seeds in the names'
// comments), one solution each (examples.test.ts proves it, and that examples/*.killer hold the same text).
// Public domain (CC0).

/** Real killer sudokus in the default text format, smallest first. */
export const examples: Example[] = [
  // generate({ size: 4, maxCage: 3 }, 1)
  { name: "4x4", text: "ABCC\nABCD\nEFFD\nEGGG\nA=5\nB=5\nC=8\nD=5\nE=5\nF=3\nG=9\n" },
  // generate({ size: 6, maxCage: 4 }, 1)
  {
    name: "6x6",
    text: "ABBBBC\nAADEEC\nFFDDDG\nFHHIJG\nFKKIJJ\nLLKIJM\nA=11\nB=17\nC=5\nD=12\nE=8\nF=13\nG=8\nH=10\nI=10\nJ=12\nK=14\nL=3\nM=3\n",
  },
  // generate({ size: 9, maxCage: 4 }, 1)
  {
    name: "9x9",
    text: "AAABCCCDD\nAAEBFGGDH\nIIEBFGGHH\nIJJBKLLHH\nMMKKKLLNN\nOMMPQQRRN\nOSTPUVVRN\nWSTTUXXRY\nWWZZZZaaY\nA=21\nB=18\nC=19\nD=12\nE=8\nF=9\nG=19\nH=25\nI=17\nJ=10\nK=18\nL=22\nM=24\nN=29\nO=13\nP=10\nQ=5\nR=16\nS=10\nT=17\nU=7\nV=15\nW=16\nX=9\nY=6\nZ=17\na=13\n",
  },
  // generate({ size: 9, maxCage: 5 }, 2)
  {
    name: "9x9-large-cages",
    text: "ABCCDDDEF\nBBCGGEEEF\nHBBIGJJJF\nHKKKKLLFF\nMNNOPQRRS\nMNNOPQSSS\nTTTTUUSVV\nWWTXUUYVV\nXXXXUYYVZ\nA=8\nB=23\nC=17\nD=13\nE=24\nF=23\nG=17\nH=7\nI=5\nJ=12\nK=23\nL=8\nM=13\nN=21\nO=10\nP=3\nQ=14\nR=9\nS=26\nT=19\nU=25\nV=28\nW=15\nX=22\nY=16\nZ=4\n",
  },
];
