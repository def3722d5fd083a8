/**
 * Consultations written for the GP-style tests (our own, not from any data set): UK general-practice talk, and
 * one US clinic visit in the ACI-Bench manner that must keep the SOAP style.
 */
export const SORE_THROAT = [
  '[doctor] Hello, come in. What can I do for you today?',
  "[patient] I've had a really sore throat for about five days now and I feel quite poorly.",
  '[doctor] Have you had a temperature?',
  '[patient] Yes, my mum took it yesterday and it was thirty eight point five.',
  '[doctor] Any cough?',
  '[patient] No, no cough.',
  '[doctor] Have you taken anything for it?',
  "[patient] I've been taking paracetamol and some Nurofen.",
  '[doctor] Any allergies to medicines?',
  '[patient] Penicillin, it gives me a rash.',
  "[doctor] Let me have a look at your throat. Your tonsils are swollen and there's pus on them. Your temperature today is thirty seven point nine.",
  '[doctor] So I think this is tonsillitis, probably bacterial given the pus and the fever.',
  "[doctor] Because you're allergic to penicillin I'll give you clarithromycin five hundred milligrams twice a day for five days.",
  '[doctor] Keep taking the paracetamol for the pain and drink plenty of fluids.',
  "[doctor] If you can't swallow your saliva or you have difficulty breathing, go straight to A&E.",
  "[doctor] If you're not better in a week, come back and see me or call NHS 111 out of hours.",
  '[patient] Okay, thank you doctor.',
].join('\n');

export const URINE_INFECTION = [
  '[doctor] Hi there, what brings you to the surgery today?',
  "[patient] It's been burning when I wee for the last three days and I'm going all the time.",
  '[doctor] Any blood in your wee?',
  '[patient] No.',
  '[doctor] Any fever or pain in your back?',
  '[patient] No, nothing like that.',
  '[doctor] Do you take any regular medicines?',
  '[patient] Just my inhaler, salbutamol.',
  '[doctor] Anything in the family we should know about?',
  '[patient] My mum had kidney disease.',
  '[doctor] Your tummy is soft and not tender. Your urine dip shows nitrites and leukocytes.',
  "[doctor] I think you've got a urine infection.",
  "[doctor] I'll give you nitrofurantoin one hundred milligrams twice a day for three days.",
  '[doctor] If you get a temperature, pain in your back or you feel sick, ring us or call 111.',
  '[patient] Brilliant, thanks.',
].join('\n');

/** The clinician gives no safety-netting advice: the note must not invent any. */
export const RED_EYE = [
  '[doctor] Morning, what can I do for you?',
  "[patient] My right eye has been red and sticky for a couple of days. It's a bit gritty.",
  '[doctor] Any pain in the eye, or any change in your vision?',
  '[patient] No pain and my vision is fine.',
  '[doctor] Anyone at home had anything similar?',
  '[patient] My son had conjunctivitis last week.',
  '[doctor] Your right eye is red with some sticky discharge, and your vision is normal.',
  "[doctor] I think it's conjunctivitis.",
  '[doctor] Bathe it with cooled boiled water and try not to share towels for a fortnight.',
  '[patient] Lovely, thank you.',
].join('\n');

/** A relative's illness, a diagnosis ruled out, and safety-netting said in the history part of the visit. */
export const CHEST_INFECTION = [
  '[doctor] How long have you had the cough?',
  '[patient] About a fortnight. My mum had pneumonia last year so I was worried.',
  '[doctor] Any chest pain?',
  '[patient] No.',
  '[doctor] Your chest is clear. Your oxygen is ninety eight percent.',
  "[doctor] I don't think this is pneumonia. It sounds like a viral chest infection.",
  '[doctor] Take paracetamol for the temperature.',
  '[doctor] If you get short of breath or start coughing up blood, call 111 or come back to the surgery.',
  "[doctor] I'll see you in two weeks if it hasn't settled.",
].join('\n');

/** A longer telephone consultation in the PriMock57 manner (our own words). */
export const GASTROENTERITIS = [
  "[doctor] Hello, it's Doctor Patel from the surgery. How can I help today?",
  "[patient] Hi, I've had diarrhoea and vomiting since Saturday and I feel really poorly.",
  "[doctor] I'm sorry to hear that. How many times have you opened your bowels today?",
  "[patient] About six times, it's quite watery.",
  '[doctor] Have you noticed any blood in it?',
  '[patient] No, no blood.',
  '[doctor] Any tummy pain?',
  '[patient] Some cramping in my lower tummy that comes and goes.',
  '[doctor] Have you had a fever?',
  '[patient] I felt hot on Saturday but not since.',
  '[doctor] Is anyone else at home unwell?',
  '[patient] My husband had the same thing last week.',
  '[doctor] Are you on any regular medicines?',
  '[patient] Just my asthma inhaler.',
  '[doctor] And any allergies?',
  '[patient] No allergies.',
  "[doctor] Okay. From what you're describing, I think it's most likely gastroenteritis, a tummy bug.",
  '[doctor] It should settle on its own over the next few days.',
  '[doctor] Keep sipping fluids, and you can get Dioralyte from the chemist to replace the salts.',
  '[doctor] You can take paracetamol if you have any aches.',
  "[doctor] Stay off work until you've been clear for forty eight hours.",
  "[doctor] If you see blood in your stool, or you can't keep any fluids down, call 111 or come back to us the same day.",
  "[doctor] If you're not better in a week, book an appointment and we'll send a stool sample.",
  '[patient] Okay, thank you.',
].join('\n');

export const US_KNEE_VISIT = [
  '[doctor] hi , mr. jones . how are you doing today ?',
  "[patient] i'm doing okay . my right knee has been hurting for about two weeks .",
  '[doctor] did you injure it ?',
  '[patient] i was playing basketball and twisted it .',
  '[doctor] any fever or chills ?',
  '[patient] no .',
  '[doctor] what have you been taking for the pain ?',
  '[patient] some tylenol and advil , it helps a little .',
  '[doctor] does anything run in your family ?',
  '[patient] my mom has rheumatoid arthritis .',
  '[doctor] on exam of the right knee there is tenderness along the medial joint line .',
  '[doctor] so for your first problem , right knee pain , i think this is a medial meniscus strain .',
  "[doctor] i'm going to order an mri of the right knee and refer you to physical therapy .",
  '[doctor] you can keep taking the tylenol , and if you get worse , go to the emergency room .',
  '[doctor] i will see you back in two weeks .',
].join('\n');
