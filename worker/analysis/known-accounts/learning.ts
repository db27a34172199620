/** Universities, learning platforms and student life. Line format: see `../known-accounts.ts`. */
export const LEARNING = `
# Universities
Harvard University|education|ig,tw=harvard li=harvard-university
Stanford University|education|ig,tw=stanford li=stanford-university
MIT|education,science-tech|tw=mit ig=mitpics li=mit
Yale University|education|ig,tw=yale
Princeton University|education|ig,tw=princeton
Columbia University|education|tw=columbia
University of Pennsylvania|education|tw=penn ig=uofpenn
Cornell University|education|tw=cornell
Brown University|education|tw=brownuniversity
Dartmouth College|education|tw=dartmouth
UC Berkeley|education|tw=ucberkeley
UCLA|education|ig,tw=ucla
University of Southern California|education|tw=usc ig=uscedu
Caltech|education,science-tech|ig,tw=caltech
University of Michigan|education|ig,tw=umich
New York University|education|ig,tw=nyuniversity
Duke University|education|tw=dukeu
University of Chicago|education|ig,tw=uchicago
Johns Hopkins University|education|tw=johnshopkins ig=johnshopkinsu
Georgetown University|education|tw=georgetown
Northwestern University|education|tw=northwesternu
UT Austin|education|ig,tw=utaustin
Ohio State University|education|tw=ohiostate
Penn State|education|tw=penn_state ig=pennstate
Georgia Tech|education|tw=georgiatech
Carnegie Mellon University|education|tw=carnegiemellon
University of Washington|education|tw=uw
University of Notre Dame|education|ig,tw=notredame
University of Oxford|education|tw=uniofoxford ig=oxford_uni
University of Cambridge|education|tw=cambridge_uni ig=cambridgeuniversity
Imperial College London|education|tw=imperialcollege
London School of Economics|education|tw=lsenews
University of Toronto|education|ig,tw=uoft
McGill University|education|tw=mcgillu

# Learning platforms and reference
Khan Academy|education|khanacademy
Coursera|education|coursera li=coursera
edX|education|edxonline li=edx
Duolingo|education|duolingo li=duolingo
Babbel|education|babbel
Udemy|education|udemy li=udemy
Skillshare|education|skillshare
MasterClass|education|masterclass
Brilliant|education|tw=brilliantorg
Codecademy|education,science-tech|codecademy
freeCodeCamp|education,science-tech|tw=freecodecamp
Grammarly|education|grammarly
TED|education|tw=tedtalks ig=ted
TED-Ed|education|tw=teded
Big Think|education|bigthink
Wikipedia|education|tw=wikipedia
Britannica|education|tw=britannica
Library of Congress|education,arts-culture|tw=librarycongress
Scholastic|education,family|scholastic
Texas Instruments Education|education,youth-student|tw=ticalculators

# Students and student life
College Board|youth-student,education|collegeboard
Common App|youth-student|commonapp
FAFSA|youth-student|tw=fafsa
The Princeton Review|youth-student,education|tw=theprincetonrev
Chegg|youth-student,education|chegg
Quizlet|youth-student,education|quizlet
Course Hero|youth-student,education|tw=coursehero
Her Campus|youth-student|hercampus
The Tab|youth-student|tw=thetab
CollegeHumor|youth-student,film-tv|tw=collegehumor
Student Beans|youth-student|studentbeans
UNiDAYS|youth-student|myunidays
Handshake|youth-student,business|tw=joinhandshake li=joinhandshake
Sallie Mae|youth-student,finance|salliemae
Erasmus+|youth-student,travel|tw=euerasmusplus
JanSport|youth-student|jansport
Girl Scouts|youth-student|girlscouts
Boys & Girls Clubs of America|youth-student|tw=bgca_clubs
DoSomething.org|news-politics|tw=dosomething
`;
