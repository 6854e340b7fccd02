import {
  certificationValidationResponse,
  certifyBody,
  certifyResponse,
  classEventsBody,
  classImportBody,
  classImportResponse,
} from '../api/class-parts.ts';
import { classIdParams, classIdParamsAlt } from '../api/classes.ts';
import { agendaStatusResponse, courseEventsResponse } from '../api/course-search.ts';
import { validationResponse } from '../api/course-steps.ts';
import { route } from './route.ts';

export const getCertificationValidation = route({
  method: 'GET',
  path: '/class/validate/certification/:id',
  params: classIdParams,
  response: certificationValidationResponse,
});
export const certifyClass = route({
  method: 'PUT',
  path: '/class/certify/:id',
  params: classIdParams,
  body: certifyBody,
  response: certifyResponse,
});
export const getClassStatus = route({ method: 'GET', path: '/class/status/:id', params: classIdParams, response: agendaStatusResponse });
export const getClassValidation = route({
  method: 'GET',
  path: '/class/validation/:classId',
  params: classIdParamsAlt,
  response: validationResponse,
});
export const classEvents = route({ method: 'POST', path: '/class/events', body: classEventsBody, response: courseEventsResponse });
export const importClassAllDetails = route({
  method: 'POST',
  path: '/class/import/sap/allDetails/:id',
  params: classIdParams,
  body: classImportBody,
  response: classImportResponse,
});
export const importClass = route({
  method: 'POST',
  path: '/class/import/sap/:id',
  params: classIdParams,
  body: classImportBody,
  response: classImportResponse,
});
