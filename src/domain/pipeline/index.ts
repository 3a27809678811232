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
  listCandidateApplications,
  listVacancyApplications,
  moveApplication,
  rejectApplication,
  reopenApplication,
  withdrawApplication,
} from './applications.js'
export { attributeKey, getAttributes, replaceAttributes } from './vacancy-attributes.js'
