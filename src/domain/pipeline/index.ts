/**
 * Vacancies, their stages, hiring teams and scorecard attributes, and the applications that move
 * through them (SPEC C1), each move with its history.
 * This file is the feature's one entry: what it exports is what the rest of the service uses.
 */
export {
  addStage,
  createVacancy,
  deleteStage,
  getHiringTeam,
  getVacancy,
  listVacancies,
  listVacancyStages,
  replaceHiringTeam,
  updateStage,
  updateVacancy,
} from './vacancies.js'
export {
  applicationHistory,
  createApplication,
  getApplication,
  hireApplication,
  listBoardCardsOf,
  listCandidateApplications,
  listVacancyApplications,
  moveApplication,
  rejectApplication,
  reopenApplication,
  withdrawApplication,
} from './applications.js'
export { attributeKey, getAttributes, replaceAttributes } from './vacancy-attributes.js'
