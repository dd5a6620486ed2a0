export { AnswerProblem, answerProblem, checkedAnswers, keyedValue, unansweredItems } from './answers.ts';
export type { AnswerProblemReason } from './answers.ts';
export { carelessSignals } from './careless.ts';
export type * from './result.ts';
export { levelOf, rankScales, scaleScores, stenOf, tScoreOf } from './scale-scores.ts';
export {
  mergeBridges,
  scoreHolland,
  scoreInstrument,
  scoreMbtiStyle,
  scoreRankedProfile,
  scoreSixteenFactors,
} from './score-instrument.ts';
