import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

// The one wink-nlp reader of English, shared by every layer: named entities and parts of speech
// for the figures the measures count, and for the questions and answers of the citation map.
// Loading the model takes about 40 ms and 20 MB, so each thread loads it once.
export const nlp = winkNLP(model, ['sbd', 'pos', 'ner']);
export const its = nlp.its;
