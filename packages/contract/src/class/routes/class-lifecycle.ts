import { agendaStatusResponse, courseEventsResponse, validationResponse } from '../../course/index.ts';
import { route } from '../../platform/index.ts';
import {
  certificationValidationResponse,
  certifyBody,
  certifyResponse,
  classEventsBody,
  classImportBody,
  classImportResponse,
} from '../schemas/class-parts.ts';
import { classIdParams, classIdParamsAlt } from '../schemas/classes.ts';

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
